// The block list (docs/product/social.md#blocks): block and unblock are idempotent; what a block
// hides or forbids is enforced by policies/blocks.ts wherever members meet.
import type { AuthUser, Deps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { timePage } from '../../lib/cursor.ts';
import { findUserRow } from '../../domain/lookups.ts';
import { block, blockPage, unblock } from './blocks.queries.ts';

async function existingUser(deps: Deps, id: string) {
  const row = await findUserRow(deps.orm, id);
  if (!row) throw new AppError('NotFoundError');
  return row;
}

export async function blockUser(deps: Deps, viewer: AuthUser, userId: string) {
  const target = await existingUser(deps, userId);
  if (target.id === viewer.id) throw new AppError('ValidationError', { field: 'userId', reason: 'self' });
  // Admins moderate everyone's ads and comments: hiding them would hide moderation
  // (docs/decisions/0018-blocking.md). A member reports an admin instead.
  if (target.role === 'admin') throw new AppError('UnauthorizedError', { reason: 'admin' });
  const { added } = await block(deps.sql, viewer.id, target.id);
  if (added) deps.events.publish('user.blocked', { blockerId: viewer.id, blockedId: target.id });
  return { isBlocked: true };
}

export async function unblockUser(deps: Deps, viewer: AuthUser, userId: string) {
  const target = await existingUser(deps, userId);
  if (await unblock(deps.sql, viewer.id, target.id))
    deps.events.publish('user.unblocked', { blockerId: viewer.id, blockedId: target.id });
  return { isBlocked: false };
}

export async function listBlocks(
  deps: Deps,
  viewer: AuthUser,
  q: { cursor?: string | undefined; limit: number },
) {
  const { page, nextCursor } = await timePage('blocks', q, (after, limit) =>
    blockPage(deps.sql, viewer.id, after, limit),
  );
  return {
    items: page.map((r) => ({
      user: { _id: r.id, username: r.username, fullname: r.fullname, avatar: r.avatar },
      blockedAt: new Date(r.created_at).toISOString(),
    })),
    nextCursor,
  };
}
