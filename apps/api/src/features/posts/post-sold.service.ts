// POST/DELETE /api/post/{id}/sold (docs/product/listings-and-search.md#sold-ads, docs/decisions/0027-sold-ads.md).
// The owner only, like an edit: a sale is the seller's own statement, and the commission it leads
// to is theirs to pay; an admin who wants an ad gone deletes it (audited). A banned member is
// refused as when posting.
import type { MarkSold } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadPost } from '../../domain/lookups.ts';
import { assertMayPost } from '../../policies/ownership.ts';
import { authorize } from '../../policies/permissions.ts';
import { detailOf } from './post-read.service.ts';
import { setSold } from './posts.queries.ts';

async function ownPost(deps: Deps, viewer: AuthUser, id: string) {
  const post = await loadPost(deps, id);
  authorize(viewer, 'ad.markSold', { ownerId: post.userId });
  assertMayPost(viewer);
  return post;
}

/** Sold at the given price, or at the ad's own; marking again corrects the price and keeps soldAt. */
export async function markSold(deps: Deps, viewer: AuthUser, id: string, input: MarkSold) {
  const post = await ownPost(deps, viewer, id);
  const updated = await setSold(deps.orm, post.id, input?.salePrice ?? post.priceMinor);
  if (!updated) throw new AppError('NotFoundError');
  deps.events.publish('post.sold', { postId: post.id, userId: post.userId, sold: true });
  return detailOf(deps, viewer, updated);
}

/** For sale again; an ad that is not sold is answered as it is. */
export async function unmarkSold(deps: Deps, viewer: AuthUser, id: string) {
  const post = await ownPost(deps, viewer, id);
  if (!post.soldAt) return detailOf(deps, viewer, post);
  const updated = await setSold(deps.orm, post.id, null);
  if (!updated) throw new AppError('NotFoundError');
  deps.events.publish('post.sold', { postId: post.id, userId: post.userId, sold: false });
  return detailOf(deps, viewer, updated);
}
