// What the socket plugin needs from notifications: rows as their recipients read them, by id;
// compose/account/my-data.ts: the member's notifications in the export of their data.
import type { Notification } from '@souqna/contracts';
import type { Database } from '../../db/client.ts';
import { toNotification } from './notification-answers.ts';
import { notificationsByIds, recipientsOf } from './notifications.queries.ts';
export { notificationsForExport } from './notifications-export.queries.ts';

/** The notifications of `ids` whose recipient passes `wanted` (those with a socket here). */
export async function notificationsForPush(
  database: Pick<Database, 'query'>,
  ids: string[],
  wanted: (recipientId: string) => boolean = () => true,
): Promise<{ recipientId: string; notification: Notification }[]> {
  if (!ids.length) return [];
  const chosen = (await recipientsOf(database, ids)).filter((r) => wanted(r.recipient_id)).map((r) => r.id);
  if (!chosen.length) return [];
  const rows = await notificationsByIds(database, chosen);
  return rows.map((r) => ({ recipientId: r.recipient_id, notification: toNotification(r) }));
}
