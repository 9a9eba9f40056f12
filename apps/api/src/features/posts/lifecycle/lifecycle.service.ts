// POST /api/post/{id}/renew and /refresh (docs/product/listings-and-search.md#expiry-renewal-and-refresh,
// docs/decisions/0053-ad-lifecycle-and-contact-bar.md). The owner only, as an edit; a banned member
// is refused as when posting.
import { nextRefreshAt } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../../context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { loadPost } from '../../../domain/lookups.ts';
import { assertMayPost } from '../../../policies/ownership.ts';
import { authorize } from '../../../policies/permissions.ts';
import { detailOf } from '../post-read.service.ts';
import { refresh, renew } from './lifecycle.queries.ts';

async function ownPost(deps: Deps, viewer: AuthUser, id: string) {
  const post = await loadPost(deps, id);
  authorize(viewer, 'ad.edit', { ownerId: post.userId });
  assertMayPost(viewer);
  return post;
}

/** A new term from now; an expired ad is listed again, at the top. */
export async function renewPost(deps: Deps, viewer: AuthUser, id: string) {
  const post = await ownPost(deps, viewer, id);
  // An ended ad is back on sale: its favourites' members are told (docs/decisions/0057), in its transaction.
  const updated = await deps.sql.transaction(async (tx) => {
    const row = await renew(tx.orm, post.id);
    if (row && post.expiredAt) {
      await deps.events.publish('post.updated', { postId: post.id, userId: post.userId }, tx);
      await deps.events.publish('post.renewed', { postId: post.id, userId: post.userId }, tx);
    }
    return row;
  });
  if (!updated) throw new AppError('NotFoundError');
  return detailOf(deps, viewer, updated);
}

/**
 * To the top of the listings, once in REFRESH_INTERVAL_HOURS. An ad out of the listings (sold, or
 * expired: renewing brings it back) has no place to move up: refused with a worded reason.
 */
export async function refreshPost(deps: Deps, viewer: AuthUser, id: string) {
  const post = await ownPost(deps, viewer, id);
  if (post.soldAt || post.expiredAt) throw new AppError('UnauthorizedError', { reason: 'adNotListed' });
  const updated = await refresh(deps.orm, post.id);
  if (!updated) {
    const at = nextRefreshAt(post.listedAt);
    const retryAfter = Math.max(1, Math.ceil((at.getTime() - Date.now()) / 1000));
    throw new AppError('RefreshTooSoonError', { retryAfter, nextRefreshAt: at.toISOString() });
  }
  deps.events.publish('post.updated', { postId: post.id, userId: post.userId });
  return detailOf(deps, viewer, updated);
}
