// The signed-in member's notifications (docs/product/conversations-and-notifications.md#notifications):
// two tabs, newest first; each member deletes only their own. Admins broadcast to everyone.
import type { Broadcast, NotificationKind } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { writeAdminAudit } from '../../lib/admin-audit.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { timePage } from '../../lib/cursor.ts';
import { findCountry, reference } from '../../domain/reference.ts';
import { toNotification } from './notification-answers.ts';
import { deleteOne, deleteTab, insertBroadcast, notificationPage } from './notifications.queries.ts';

export async function listNotifications(
  deps: Deps,
  viewer: AuthUser,
  kind: NotificationKind,
  q: { cursor?: string | undefined; limit: number },
) {
  const sort = `notifications-${kind}`;
  const { page, nextCursor } = await timePage(sort, q, (after, limit) =>
    notificationPage(deps.sql, viewer.id, kind, after, limit),
  );
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
 * Stores the text once and queues its fan-out in the same transaction, with its audit row, so the
 * broadcast exists if and only if its job does (docs/decisions/0020-notifications-fan-out.md).
 * `country`, a code or name of GET /api/countries, narrows it to that country's members.
 */
export async function broadcast(deps: Deps, admin: AuthUser, input: Broadcast) {
  const { country: asked, ...texts } = input;
  const country = asked ? (findCountry(await reference(deps.orm), asked)?.code ?? null) : null;
  if (asked && !country) throw new AppError('ValidationError', { field: 'country' });
  const broadcastId = await deps.sql.transaction(async (conn) => {
    const id = await insertBroadcast(conn, admin.id, texts, country);
    await deps.jobs.send('notifications.fanout', { broadcastId: id }, conn);
    await writeAdminAudit(conn, admin.id, {
      action: 'broadcast.send',
      targetType: 'broadcast',
      targetId: id,
      details: { country, en_title: texts.en_title, ar_title: texts.ar_title },
    });
    return id;
  });
  return { broadcastId, queued: true as const, country };
}
