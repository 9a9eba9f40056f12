// The member's notifications for the export of their data (compose/account/my-data.ts), beside
// notifications.queries.ts, which holds the feature's own statements.
import type { Database } from '../../db/client.ts';

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
