import { use, useContext, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  redirect,
  useRouteLoaderData,
} from 'react-router';
import {
  DEFAULT_UTC_OFFSET,
  LISTING_VIEW_COOKIE,
  LOCALE_COOKIE,
  THEME_COOKIE,
  isLocale,
  localeDir,
} from '@souqna/contracts';
import type { Route } from './+types/root';
import { MESSAGES_URL, loadMessages, loadedMessages, sharedI18n } from './i18n/catalog.ts';
import { readCookie } from './lib/cookies.ts';
import { ScriptNonce } from './lib/csp-nonce.ts';
import { publicOrigin } from './lib/env.server.ts';
import { listingViewFor } from './lib/listing-view.ts';
import { readerOffset } from './lib/reader-offset.server.ts';
import { apiFor } from './lib/api.server.ts';
import { visitorCountry } from './lib/visitor-country.server.ts';
import { UtcOffsetContext, useReaderOffset } from './lib/dates.ts';
import { localeFromPath, switchLocalePath } from './lib/locale.ts';
import { loadViewer } from './lib/session.server.ts';
import { viewerContext } from './lib/viewer-context.ts';
import { reloadAfterChunkError } from './lib/chunk-reload.ts';
import { useLiveConnection } from './lib/live.ts';
import { ErrorPage } from './features/errors/error-page.tsx';
import { CATCH_INSTALL_OFFER, LazyPrompts } from './features/pwa/lazy-prompts.tsx';
// The stylesheet by address, so the links below can give it a precedence (docs/decisions/0066-ad-page-lighthouse.md).
import appCss from './app.css?url';

/** checkUser (docs/product/screens-and-routes.md#route-guards): load the viewer once per request for every loader and guard. */
const checkUser: Route.MiddlewareFunction = async ({ request, context }, next) => {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { user, setCookie } = await loadViewer(request, context, locale);
  context.set(viewerContext, user);
  const response = await next();
  if (setCookie) response.headers.append('Set-Cookie', setCookie);
  return response;
};
export const middleware: Route.MiddlewareFunction[] = [checkUser];

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet at the top of <head>, before the pages' module
  // preloads: the one file that blocks the first paint is asked for first, not after ~30 scripts
  // (docs/decisions/0066-ad-page-lighthouse.md).
  { rel: 'stylesheet', href: appCss, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const saved = readCookie(request, LOCALE_COOKIE);
  // The address decides the language: /en/… is English and every other path Arabic, so a shared
  // link opens as it was shared. Only the bare home page follows the reader's saved choice
  // (docs/product/i18n-and-rtl.md#the-address-decides).
  const isDocument = request.method === 'GET' && !url.pathname.endsWith('.data');
  if (isDocument && url.pathname === '/' && isLocale(saved) && saved !== locale) {
    throw redirect(switchLocalePath(url.pathname, saved) + url.search);
  }
  const theme: 'light' | 'dark' = readCookie(request, THEME_COOKIE) === 'dark' ? 'dark' : 'light';
  // The listing's remembered grid or list, so the server renders it and nothing moves on load.
  const listingView = listingViewFor(null, readCookie(request, LISTING_VIEW_COOKIE));
  // Canonical and OpenGraph links are absolute: the configured public address, never this request's.
  const origin = publicOrigin();
  // The reader's offset from UTC, so the server writes times on the reader's clock (decision 0042).
  const utcOffset = readerOffset(request);
  // The visitor's country: the dial codes, currencies and listing scope forms open on (decision 0048).
  const visitor = await visitorCountry(request, apiFor(request, context, locale));
  return { locale, theme, listingView, utcOffset, visitor, user: context.get(viewerContext), origin };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const locale = root?.locale ?? 'ar';
  // Loaded before hydration (entry.client.tsx); switching language suspends the navigation until
  // the other language's messages arrive, so no text renders untranslated.
  const messages = loadedMessages(locale) ?? use(loadMessages(locale));
  // One instance per language for the process (server) or the page (browser): nothing changes an
  // instance's language, and setting one up per render was ~6 % of a home render's CPU
  // (docs/decisions/0034-render-cost-and-page-weight.md).
  // `messages` is a dependency: the instance is taken once they are in memory.
  const i18n = useMemo(() => sharedI18n(locale), [locale, messages]);
  // Hydrates with the offset the server rendered with, then moves to the browser's own (lib/dates.ts).
  const offset = useReaderOffset(root?.utcOffset ?? DEFAULT_UTC_OFFSET);
  // The answer's nonce (entry.server.tsx): the browser hides it, so hydration leaves it be.
  const nonce = useContext(ScriptNonce);
  return (
    <html lang={locale} dir={localeDir(locale)} className={root?.theme === 'dark' ? 'dark' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="preload" href={MESSAGES_URL[locale]} as="fetch" crossOrigin="anonymous" />
        {/* The installable app (docs/product/platform.md#installable-app): the manifest of the page's
            language (its theme colour too); iOS finds /apple-touch-icon.png by its conventional name. */}
        <link rel="manifest" href={`${locale === 'en' ? '/en' : ''}/manifest.webmanifest`} />
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: CATCH_INSTALL_OFFER }}
        />
        <Meta />
        {/* Stylesheets need no nonce (style-src allows this origin); an empty one, the same on
            both sides, keeps React Router from giving them the answer's, which the browser hides
            and hydration would then report as a mismatch. */}
        <Links nonce="" />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <UtcOffsetContext value={offset}>{children}</UtcOffsetContext>
        </I18nextProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Signed-in tabs get the live socket (chat, unseen count, notifications); guests never load it.
  useLiveConnection(useRouteLoaderData<typeof loader>('root')?.user?._id);
  // Marks the moment the page is interactive: browser tests wait for it before using controls
  // whose behaviour is React's (cascading selects), as a person on a slow phone would.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // A page chunk that fails to preload (an old tab after a deploy) reloads the page, at most once a minute.
  useEffect(() => {
    const onPreloadError = () => void reloadAfterChunkError();
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return (
    <>
      <Outlet />
      <LazyPrompts />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage status={status} error={error} />;
}
