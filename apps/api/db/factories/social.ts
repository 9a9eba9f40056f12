// Builders for the social tables (favourites, comments, follows, blocks, reviews), one at a time for the
// API tests or in batches for the demo seed. Favourites and follows ignore a pair that exists.
import { comments, favorites, follows, reviews, userBlocks } from '../../src/db/schema.ts';
import { type DbLike } from './db-like.ts';

export type CommentInput = { postId: string; userId: string; body?: string; createdAt?: Date };
export type FavoriteInput = { userId: string; postId: string; createdAt?: Date };
export type FollowInput = { followerId: string; followeeId: string; createdAt?: Date };

// A back-dated comment is also last updated then: the post page marks updatedAt > createdAt "edited".
const commentValues = (v: CommentInput) => ({
  postId: v.postId,
  userId: v.userId,
  body: v.body ?? 'Is it still available?',
  ...(v.createdAt ? { createdAt: v.createdAt, updatedAt: v.createdAt } : {}),
});

export async function createComments(dbLike: DbLike, list: CommentInput[]) {
  if (!list.length) return [];
  return dbLike.orm.insert(comments).values(list.map(commentValues)).returning();
}

export const createComment = async (dbLike: DbLike, v: CommentInput) =>
  (await createComments(dbLike, [v]))[0]!;

/** Inserts the pairs not there yet; returns how many were new. */
export async function addFavorites(dbLike: DbLike, list: FavoriteInput[]): Promise<number> {
  if (!list.length) return 0;
  const rows = await dbLike.orm
    .insert(favorites)
    .values(list)
    .onConflictDoNothing()
    .returning({ postId: favorites.postId });
  return rows.length;
}

/** Inserts the pairs not there yet; returns how many were new. */
export async function addFollows(dbLike: DbLike, list: FollowInput[]): Promise<number> {
  if (!list.length) return 0;
  const rows = await dbLike.orm
    .insert(follows)
    .values(list)
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId });
  return rows.length;
}

export const addFavorite = (dbLike: DbLike, userId: string, postId: string) =>
  addFavorites(dbLike, [{ userId, postId }]);
export const addFollow = (dbLike: DbLike, followerId: string, followeeId: string) =>
  addFollows(dbLike, [{ followerId, followeeId }]);
export const addBlock = (dbLike: DbLike, blockerId: string, blockedId: string) =>
  dbLike.orm.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();

export type ReviewInput = {
  sellerId: string;
  authorId: string;
  postId: string;
  rating?: number;
  body?: string | null;
  createdAt?: Date;
  /** The seller's one answer, and when (both or neither: reviews_reply_shape). */
  reply?: { body: string; createdAt: Date };
};
const reviewValues = ({ reply, ...v }: ReviewInput) => ({
  ...v,
  postKey: v.postId,
  rating: v.rating ?? 5,
  body: v.body ?? null,
  reply: reply?.body ?? null,
  repliedAt: reply?.createdAt ?? null,
});

/**
 * Reviews as written, without their rules or the seller's summary (features/reviews recounts
 * that); one a member already wrote about that ad is left out. The rows written.
 */
export async function createReviews(dbLike: DbLike, list: ReviewInput[]) {
  if (!list.length) return [];
  return dbLike.orm.insert(reviews).values(list.map(reviewValues)).onConflictDoNothing().returning();
}

export const createReview = async (dbLike: DbLike, v: ReviewInput) =>
  (await dbLike.orm.insert(reviews).values(reviewValues(v)).returning())[0]!;
