// Seller ratings and reviews (docs/product/social.md#ratings-and-reviews): a buyer rates the deal
// once per ad, the seller answers once; the summary row is recounted in the review's transaction,
// and the seller's notification job is written there too (compose/subscriptions.ts).
import type { CreateReview, ReviewsQuery } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { timePage } from '../../lib/cursor.ts';
import { findPostRow, findUserRow } from '../../domain/lookups.ts';
import { authorize } from '../../policies/permissions.ts';
import { assertMayReview, reviewRefusal } from '../../policies/reviews.ts';
import { medianFirstReply, speedBucket } from './reply-speed.queries.ts';
import { toReview, toSummary } from './review-answers.ts';
import {
  insertReview,
  markRemoved,
  recountSeller,
  reviewById,
  reviewIdOf,
  reviewPage,
  setReply,
  summaryOf,
} from './reviews.queries.ts';

async function existingPost(deps: Deps, postId: string) {
  const post = await findPostRow(deps.orm, postId);
  if (!post) throw new AppError('NotFoundError', { field: 'postId' });
  return post;
}

export async function reviewEligibility(deps: Deps, viewer: AuthUser, postId: string) {
  const post = await existingPost(deps, postId);
  const reviewId = await reviewIdOf(deps.sql, viewer.id, post.id);
  const reason = await reviewRefusal(deps.sql, viewer.id, post, reviewId !== null);
  return { canReview: reason === null, reason, reviewId };
}

export async function createReview(deps: Deps, viewer: AuthUser, input: CreateReview) {
  const post = await existingPost(deps, input.postId);
  const existing = await reviewIdOf(deps.sql, viewer.id, post.id);
  await assertMayReview(deps.sql, viewer.id, post, existing !== null);
  const id = await deps.sql.transaction(async (tx) => {
    const written = await insertReview(tx, {
      sellerId: post.userId,
      authorId: viewer.id,
      postId: post.id,
      rating: input.rating,
      body: input.body ?? null,
    });
    // A second request of the same member for the same ad got here first.
    if (!written) throw new AppError('ReviewExistsError', { field: 'postId' });
    await recountSeller(tx, post.userId);
    await deps.events.publish('review.created', { reviewId: written, sellerId: post.userId }, tx);
    return written;
  });
  return toReview((await reviewById(deps.sql, id))!);
}

async function liveReview(deps: Deps, id: string) {
  const row = isUuid(id) ? await reviewById(deps.sql, id) : undefined;
  if (!row || row.removed_at !== null) throw new AppError('NotFoundError');
  return row;
}

export async function replyToReview(deps: Deps, viewer: AuthUser, id: string, body: string) {
  const review = await liveReview(deps, id);
  authorize(viewer, 'review.reply', { ownerId: review.seller_id });
  if (!(await setReply(deps.sql, review.id, body))) throw new AppError('ReviewReplyExistsError');
  deps.events.publish('review.replied', { reviewId: review.id, sellerId: review.seller_id });
  return toReview((await reviewById(deps.sql, review.id))!);
}

async function existingSeller(deps: Deps, userId: string) {
  const user = await findUserRow(deps.orm, userId);
  if (!user) throw new AppError('NotFoundError');
  return user;
}

export async function sellerReviews(deps: Deps, viewer: AuthUser | null, userId: string, q: ReviewsQuery) {
  const seller = await existingSeller(deps, userId);
  const { page, nextCursor } = await timePage('reviews', q, (after, limit) =>
    reviewPage(deps.sql, seller.id, viewer?.id ?? null, after, limit),
  );
  return { items: page.map(toReview), nextCursor };
}

export async function sellerRating(deps: Deps, userId: string) {
  const seller = await existingSeller(deps, userId);
  const [row, median] = await Promise.all([
    summaryOf(deps.sql, seller.id),
    medianFirstReply(deps.sql, seller.id),
  ]);
  return toSummary(row, { replySpeed: speedBucket(median), phoneVerified: seller.phoneVerifiedAt !== null });
}

/**
 * A moderator's `removed` on a reported review (compose/moderation.ts): gone from the profile, the
 * seller's summary recounted, in one transaction.
 */
export async function removeReview(deps: Deps, _admin: AuthUser, reviewId: string): Promise<void> {
  await deps.sql.transaction(async (tx) => {
    const sellerId = await markRemoved(tx, reviewId);
    if (!sellerId) return;
    await recountSeller(tx, sellerId);
    await deps.events.publish('review.removed', { reviewId, sellerId }, tx);
  });
}
