// Who is notified of what (docs/product/conversations-and-notifications.md#notifications). A follow
// or a comment writes one row here; a new ad only queues its fan-out job, so POST /api/post answers
// as fast as before however many followers its author has (docs/decisions/0020-notifications-fan-out.md).
import type { Deps } from '../../context.ts';
import { insertComment, insertFollow } from './notifications.queries.ts';

export function notifyOnEvents(deps: Pick<Deps, 'events' | 'sql' | 'jobs'>): void {
  const { events, sql, jobs } = deps;
  events.subscribe('follow.created', async ({ followerId, followeeId }) => {
    const id = await insertFollow(sql, followerId, followeeId);
    if (id) events.publish('notification.created', { recipientId: followeeId, notificationId: id });
  });
  events.subscribe('comment.created', async ({ commentId }) => {
    const row = await insertComment(sql, commentId);
    if (row)
      events.publish('notification.created', { recipientId: row.recipient_id, notificationId: row.id });
  });
  events.subscribe('post.created', async ({ postId, userId }) => {
    await jobs.send('notifications.fanout', { post: { postId, authorId: userId } });
  });
}
