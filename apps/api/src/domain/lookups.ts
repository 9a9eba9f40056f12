// Small existence/ownership reads several features need before they act (authorization checks).
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import type { Orm } from '../db/client.ts';
import {
  comments,
  favorites,
  posts,
  users,
  type CommentRow,
  type PostRow,
  type UserRow,
} from '../db/schema.ts';
import { AppError, isUuid } from '../lib/app-error.ts';

export async function findUserRow(db: Orm, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findPostRow(db: Orm, id: string): Promise<PostRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row;
}

/**
 * The ad offers its seller's number (docs/decisions/0053-ad-lifecycle-and-contact-bar.md): its
 * member chose so on the post form and proved the number, is not banned, and the ad is neither sold
 * nor expired.
 */
export const offersPhone = (
  post: Pick<PostRow, 'showPhone' | 'soldAt' | 'expiredAt'>,
  seller: { phoneVerifiedAt: Date | null; bannedAt: Date | null },
) => post.showPhone && seller.phoneVerifiedAt !== null && !seller.bannedAt && !post.soldAt && !post.expiredAt;

/** The post, or NotFoundError. */
export async function loadPost(deps: Deps, id: string): Promise<PostRow> {
  const row = await findPostRow(deps.orm, id);
  if (!row) throw new AppError('NotFoundError');
  return row;
}

/** A comment that is not deleted. */
export async function findCommentRow(db: Orm, id: string): Promise<CommentRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(comments)
    .where(and(eq(comments.id, id), isNull(comments.deletedAt)));
  return row;
}

export async function favoriteStats(db: Orm, postId: string, viewerId: string | undefined) {
  const [[total], mine] = await Promise.all([
    db.select({ n: count() }).from(favorites).where(eq(favorites.postId, postId)),
    viewerId
      ? db
          .select({ postId: favorites.postId })
          .from(favorites)
          .where(and(eq(favorites.postId, postId), eq(favorites.userId, viewerId)))
      : Promise.resolve([]),
  ]);
  return { count: total?.n ?? 0, isFavorite: mine.length > 0 };
}
