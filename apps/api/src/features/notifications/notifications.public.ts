// What the socket plugin needs from notifications: rows as their recipients read them, by id.
import type { Notification } from '@souqna/contracts';
import type { Database } from '../../db/client.ts';
import { toNotification } from './notification-answers.ts';
import { notificationsByIds, recipientsOf } from './notifications.queries.ts';

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

/** The member's notifications (an announcement with its text), for the export of their data. */
export const notificationsForExport = (sql: Database, userId: string, cap: number) =>
  sql.query(
    `select n.id, n.kind, n.type, n.actor_id as "actorId", a.username as "actorUsername",
            n.post_id as "postId", n.comment_id as "commentId", b.ar_title as "arTitle",
            b.en_title as "enTitle", b.ar_message as "arMessage", b.en_message as "enMessage",
            n.created_at as "createdAt"
       from notifications n left join users a on a.id = n.actor_id
       left join notification_broadcasts b on b.id = n.broadcast_id
      where n.recipient_id = $1 order by n.created_at desc, n.id desc limit $2`,
    [userId, cap],
  );
