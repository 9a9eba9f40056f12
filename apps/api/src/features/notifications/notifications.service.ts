// The signed-in member's notifications (docs/product/conversations-and-notifications.md#notifications):
// two tabs, newest first; each member deletes only their own. Admins broadcast to everyone.
import type { Broadcast, NotificationKind } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { decodeCursor, keysetPage } from '../../lib/cursor.ts';
import { toNotification } from './notification-answers.ts';
import { deleteOne, deleteTab, insertBroadcast, notificationPage } from './notifications.queries.ts';

export async function listNotifications(
  deps: Deps,
  viewer: AuthUser,
  kind: NotificationKind,
  q: { cursor?: string | undefined; limit: number },
) {
  const sort = `notifications-${kind}`;
  const after = q.cursor ? decodeCursor(q.cursor, sort, 'time') : undefined;
  const rows = await notificationPage(deps.sql, viewer.id, kind, after, q.limit + 1);
  const { page, nextCursor } = keysetPage(rows, q.limit, sort);
  return { items: page.map(toNotification), nextCursor };
}

/** Someone else's id answers exactly like an unknown one: nothing is learnt about it. */
export async function deleteNotification(deps: Deps, viewer: AuthUser, id: string) {
  if (!isUuid(id) || !(await deleteOne(deps.sql, viewer.id, id))) throw new AppError('NotFoundError');
  return { deleted: 1 };
}

export async function clearTab(deps: Deps, viewer: AuthUser, kind: NotificationKind) {
  return { deleted: await deleteTab(deps.sql, viewer.id, kind) };
}

/**
 * Stores the text once and queues its fan-out in the same transaction, so the broadcast exists
 * if and only if its job does (docs/decisions/0020-notifications-fan-out.md).
 */
export async function broadcast(deps: Deps, admin: AuthUser, input: Broadcast) {
  const broadcastId = await deps.sql.withConnection(async (conn) => {
    await conn.exec('begin');
    try {
      const id = await insertBroadcast(conn, admin.id, input);
      await deps.jobs.send('notifications.fanout', { broadcastId: id }, conn);
      await conn.exec('commit');
      return id;
    } catch (err) {
      await conn.exec('rollback');
      throw err;
    }
  });
  return { broadcastId, queued: true as const };
}
