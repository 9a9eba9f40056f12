// Who may rate a seller (docs/product/social.md#ratings-and-reviews): a member, at least a day after
// signing up, who exchanged messages with the seller about this very ad (at least one each way),
// once per ad, never themselves, and never across a block in either direction. The first rule a
// member fails is the refusal they get, under its own error name.
import { REVIEW_MIN_ACCOUNT_AGE_HOURS, type ReviewEligibility } from '@souqna/contracts';
import type { Connection } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { blockedEitherWay } from './blocks.ts';

type Conn = Pick<Connection, 'query'>;
export type ReviewRefusal = NonNullable<ReviewEligibility['reason']>;

/**
 * "A deal": the room between the two about this ad holds at least one message from each
 * (docs/decisions/0056-seller-reviews.md).
 */
async function chattedBothWays(conn: Conn, buyerId: string, sellerId: string, postId: string) {
  const [low, high] = buyerId < sellerId ? [buyerId, sellerId] : [sellerId, buyerId];
  const [row] = await conn.query<{ both: boolean }>(
    `select exists(select 1 from messages m where m.room_id = r.id and m.sender_id = $4)
        and exists(select 1 from messages m where m.room_id = r.id and m.sender_id = $5) as both
       from rooms r where r.user_low = $1 and r.user_high = $2 and r.post_key = $3`,
    [low, high, postId, buyerId, sellerId],
  );
  return Boolean(row?.both);
}

async function accountTooNew(conn: Conn, userId: string) {
  const [row] = await conn.query<{ young: boolean }>(
    'select created_at > now() - make_interval(hours => $2) as young from users where id = $1',
    [userId, REVIEW_MIN_ACCOUNT_AGE_HOURS],
  );
  return row?.young ?? true;
}

/** The refusal `buyerId` would get rating the seller of `postId` now; null when they may. */
export async function reviewRefusal(
  conn: Conn,
  buyerId: string,
  post: { id: string; userId: string },
  alreadyReviewed: boolean,
): Promise<ReviewRefusal | null> {
  if (post.userId === buyerId) return 'SelfReviewError';
  if (await blockedEitherWay(conn, buyerId, post.userId)) return 'ReviewBlockedError';
  if (await accountTooNew(conn, buyerId)) return 'AccountTooNewError';
  if (alreadyReviewed) return 'ReviewExistsError';
  if (!(await chattedBothWays(conn, buyerId, post.userId, post.id))) return 'ReviewNotEligibleError';
  return null;
}

export async function assertMayReview(...args: Parameters<typeof reviewRefusal>): Promise<void> {
  const refusal = await reviewRefusal(...args);
  if (refusal) throw new AppError(refusal, { field: 'postId' });
}
