import { isLocale } from '@souqna/contracts';
import type { Route } from './+types/notifications-menu';
import { tabOf } from '../features/notifications/notification-view.ts';
import { loadTab } from '../features/notifications/notifications.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { viewerOf } from '../lib/guards.server.ts';

// The menu is a glance; the full list with paging is /notification.
const MENU_MAX = 10;

/** The header menu's tab (docs/product/screens-and-routes.md#header-menus), loaded when the menu opens or the tab changes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const named = url.searchParams.get('tab');
  if (!viewerOf({ context })) return { tab: tabOf(named), items: [] };
  const locale = url.searchParams.get('locale');
  const api = apiFor(request, context, isLocale(locale) ? locale : 'ar');
  const { tab, page } = await loadTab(api, named, undefined, MENU_MAX);
  return { tab, items: page.items };
}
