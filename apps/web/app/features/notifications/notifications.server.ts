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
