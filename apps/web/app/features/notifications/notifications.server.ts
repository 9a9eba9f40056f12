import { endpoints, type NotificationKind } from '@souqna/contracts';
import type { apiFor } from '../../lib/api.server.ts';
import { formFields } from '../../lib/form-data.ts';
import { tabOf } from './notification-view.ts';

type Api = ReturnType<typeof apiFor>;

/** One page of a tab, newest first (keyset cursor from `?cursor=`). */
export function loadNotifications(api: Api, tab: NotificationKind, cursor?: string, limit?: number) {
  const endpoint = tab === 'following' ? endpoints.followingNotifications : endpoints.generalNotifications;
  return api.call(endpoint, { query: { cursor, limit: limit ?? 21 } });
}

/**
 * A list opened with no tab named (the header menu, `/notification`) opens on the tab that holds
 * the newest notification (docs/decisions/0044-phone-reach.md): both first pages are read, one is
 * shown. A named tab (`?tab=general`, `?tab=following`) is read alone.
 */
export async function loadTab(api: Api, named: string | null, cursor?: string, limit?: number) {
  if (named !== null || cursor) {
    const tab = tabOf(named);
    return { tab, page: await loadNotifications(api, tab, cursor, limit) };
  }
  const [general, following] = await Promise.all([
    loadNotifications(api, 'general', undefined, limit),
    loadNotifications(api, 'following', undefined, limit),
  ]);
  const time = (page: typeof general) => (page.items[0] ? Date.parse(page.items[0].createdAt) : 0);
  return time(following) > time(general)
    ? { tab: 'following' as const, page: following }
    : { tab: 'general' as const, page: general };
}

/**
 * The forms of the page and of the header menu: `intent=delete` with an `id`, or `intent=clear`
 * with a `tab`. Anything else is the client's fault.
 */
export async function notificationAction(api: Api, form: FormData) {
  const fields = formFields(form);
  if (fields.intent === 'delete' && fields.id) {
    await api.send(endpoints.deleteNotification, { params: { id: fields.id } });
    return { done: 'deleted' as const };
  }
  if (fields.intent === 'clear') {
    const tab = tabOf(fields.tab);
    const endpoint =
      tab === 'following' ? endpoints.clearFollowingNotifications : endpoints.clearGeneralNotifications;
    await api.send(endpoint);
    return { done: 'cleared' as const };
  }
  throw new Response(null, { status: 400 });
}
