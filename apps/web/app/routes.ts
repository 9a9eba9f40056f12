import {
  type RouteConfig,
  type RouteConfigEntry,
  index,
  layout,
  prefix,
  route,
} from '@react-router/dev/routes';
import { paths } from './lib/paths.ts';

// docs/product/screens-and-routes.md#route-table, written once and registered twice: Arabic at the root, English under /en.
// Route ids get the locale so the same module can serve both trees.
function pages(locale: 'ar' | 'en'): RouteConfigEntry[] {
  const id = (name: string) => `${locale}-${name}`;
  const page = (path: string, file: string, name: string) =>
    route(path, `routes/${file}.tsx`, { id: id(name) });
  return [
    layout('frames/default-frame.tsx', { id: id('default-frame') }, [
      locale === 'ar'
        ? index('routes/home.tsx', { id: id('home') })
        : route('', 'routes/home.tsx', { id: id('home'), index: true }),
      page('category', 'category', 'category'),
      page('posts/category/:id?', 'posts-category', 'posts-category'),
      page('posts/new', 'post-new', 'post-new'),
      page('posts/edit/:id', 'post-edit', 'post-edit'),
      page('posts/:id', 'post', 'post'),
      page('profile/:id', 'profile', 'profile'),
      page('favorites', 'favorites', 'favorites'),
      page('notification', 'notification', 'notification'),
      page('help', 'help', 'help'),
      page('help/safety', 'help-safety', 'help-safety'),
      page('policies/terms', 'policies-terms', 'policies-terms'),
      page('policies/privacy', 'policies-privacy', 'policies-privacy'),
      page('dev/outbox', 'dev-outbox', 'dev-outbox'),
      page('saved-searches/unsubscribe', 'saved-search-unsubscribe', 'saved-search-unsubscribe'),
      page('*', 'not-found', 'not-found'),
    ]),
    layout('frames/chat-frame.tsx', { id: id('chat-frame') }, [page('chats', 'chats', 'chats')]),
    layout('frames/settings-frame.tsx', { id: id('settings-frame') }, [
      page('setting', 'settings', 'settings'),
      page('setting/main', 'settings-main', 'settings-main'),
      page('setting/profile', 'settings-profile', 'settings-profile'),
      page('setting/preferences', 'settings-preferences', 'settings-preferences'),
      page('setting/payment/*', 'settings-payment', 'settings-payment'),
      page('setting/payment/new', 'settings-payment-new', 'settings-payment-new'),
      page('setting/commission', 'settings-commission', 'settings-commission'),
      page('setting/terms', 'settings-terms', 'settings-terms'),
      page('setting/support', 'settings-support', 'settings-support'),
      page('setting/blocklist', 'settings-blocklist', 'settings-blocklist'),
      page('setting/searches', 'settings-searches', 'settings-searches'),
    ]),
    // The back office (docs/product/admin.md): admins only, everyone else the 404 page.
    layout('frames/admin-frame.tsx', { id: id('admin-frame') }, [
      page('admin', 'admin-members', 'admin-members'),
      page('admin/reports', 'admin-reports', 'admin-reports'),
      page('admin/broadcast', 'admin-broadcast', 'admin-broadcast'),
      page('admin/payments', 'admin-payments', 'admin-payments'),
      page('admin/support', 'admin-support', 'admin-support'),
      page('admin/settings', 'admin-settings', 'admin-settings'),
      page('admin/audit', 'admin-audit', 'admin-audit'),
    ]),
    layout('frames/bare-frame.tsx', { id: id('bare-frame') }, [
      page('auth/login', 'auth-login', 'auth-login'),
      page('auth/register', 'auth-register', 'auth-register'),
      page('auth/reset', 'auth-reset', 'auth-reset'),
    ]),
  ];
}

export default [
  // Resource routes the pages post to or fetch (no locale: the request says which language to answer in).
  ...Object.values(paths).map((path) => {
    const name = path.slice(1);
    return route(name, `routes/${name}.ts`, { id: name });
  }),
  route('sitemap.xml', 'routes/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots.ts', { id: 'robots' }),
  ...prefix('en', pages('en')),
  ...pages('ar'),
] satisfies RouteConfig;
