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
  const updated = await soldInTx(deps, post, input?.salePrice ?? post.priceMinor);
  return detailOf(deps, viewer, updated);
}

/** For sale again; an ad that is not sold is answered as it is. */
export async function unmarkSold(deps: Deps, viewer: AuthUser, id: string) {
  const post = await ownPost(deps, viewer, id);
  if (!post.soldAt) return detailOf(deps, viewer, post);
  return detailOf(deps, viewer, await soldInTx(deps, post, null));
}

/** The mark and its event commit together: the favourites' notifications are its jobs (docs/decisions/0057). */
async function soldInTx(deps: Deps, post: { id: string; userId: string }, salePriceMinor: number | null) {
  const updated = await deps.sql.transaction(async (tx) => {
    const row = await setSold(tx.orm, post.id, salePriceMinor);
    const sold = salePriceMinor !== null;
    if (row) await deps.events.publish('post.sold', { postId: post.id, userId: post.userId, sold }, tx);
    return row;
  });
  if (!updated) throw new AppError('NotFoundError');
  return updated;
}
