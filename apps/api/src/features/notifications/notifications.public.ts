// What the socket plugin needs from notifications: rows as their recipients read them, by id.
import type { Notification } from '@souqna/contracts';
import type { Database } from '../../db/client.ts';
import { toNotification } from './notification-answers.ts';
import { notificationsByIds } from './notifications.queries.ts';

export async function notificationsForPush(
  database: Pick<Database, 'query'>,
  ids: string[],
): Promise<{ recipientId: string; notification: Notification }[]> {
  if (!ids.length) return [];
  const rows = await notificationsByIds(database, ids);
  return rows.map((r) => ({ recipientId: r.recipient_id, notification: toNotification(r) }));
}
