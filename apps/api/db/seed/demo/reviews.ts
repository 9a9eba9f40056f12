// Ratings and reviews for the demo marketplace, run after the demo ads: about a third of the demo
// sellers rated by other demo sellers they chatted with about one of their ads, so a newcomer's
// profiles and cards show the trust feature at work (docs/product/social.md#ratings-and-reviews).
// Once only: skipped when a demo seller already rated another, and written in one transaction
// (chats, reviews and the sellers' summaries together), so a restart never adds a second round.
import { REVIEW_MIN_ACCOUNT_AGE_HOURS } from '@souqna/contracts';
import { and, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.ts';
import { reviews, userBlocks, users } from '../../../src/db/schema.ts';
import { recountSeller } from '../../../src/features/reviews/reviews.public.ts';
import { createChats, createReviews, type DbLike } from '../../factories/index.ts';
import { seededRandom } from './ad-texts.ts';
import { SELLER_EMAILS } from './ads.ts';
import { reviewPlan, type ReviewCast } from './reviews-plan.ts';
import { demoAdsOf } from './social.ts';

export type ReviewCounts = { chats: number; messages: number; reviews: number; replies: number };
const NONE: ReviewCounts = { chats: 0, messages: 0, reviews: 0, replies: 0 };

async function loadCast(dbLike: DbLike, now: number): Promise<ReviewCast | null> {
  const db = dbLike.orm;
  const people = await db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(like(users.email, SELLER_EMAILS))
    .orderBy(users.email);
  const sellers = people.map((p) => p.id);
  if (sellers.length < 2) return null;
  const [done] = await db
    .select({ one: sql`1` })
    .from(reviews)
    .where(and(inArray(reviews.sellerId, sellers), inArray(reviews.authorId, sellers)))
    .limit(1);
  if (done) return null;
  // The product's account-age rule, read from the rows: an older install's sellers may be younger.
  const oldEnough = now - REVIEW_MIN_ACCOUNT_AGE_HOURS * 3_600_000;
  const raters = people.filter((p) => p.createdAt.getTime() < oldEnough).map((p) => p.id);
  const blocks = await db
    .select({ a: userBlocks.blockerId, b: userBlocks.blockedId })
    .from(userBlocks)
    .where(and(inArray(userBlocks.blockerId, sellers), inArray(userBlocks.blockedId, sellers)));
  const blocked = new Set(blocks.flatMap(({ a, b }) => [`${a}:${b}`, `${b}:${a}`]));
  const ads = await demoAdsOf(dbLike, sellers);
  const joined = new Map(people.map((p) => [p.id, p.createdAt.getTime()]));
  return raters.length && ads.length ? { sellers, raters, joined, blocked, ads, now } : null;
}

/** Adds the demo reviews and their chats once; the counts of rows added (all 0 when there already). */
export async function seedDemoReviews(db: Database): Promise<ReviewCounts> {
  const cast = await loadCast(db, Date.now());
  if (!cast) return NONE;
  const deals = reviewPlan(seededRandom(5_2026), cast);
  if (!deals.length) return NONE;
  return db.transaction(async (tx) => {
    const rooms = await createChats(
      tx,
      deals.map((d) => d.chat),
    );
    // A pair that already had a room about the ad (someone chatting as a demo seller) keeps its
    // own talk, which may not be a deal: no review from it.
    const made = deals.filter((_, i) => rooms[i] !== null);
    const written = await createReviews(
      tx,
      made.map((d) => d.review),
    );
    // The summaries by the feature's own recount: cards and profiles read these rows.
    for (const seller of new Set(written.map((w) => w.sellerId))) await recountSeller(tx, seller);
    return {
      chats: made.length,
      messages: made.reduce((n, d) => n + d.chat.lines.length, 0),
      reviews: written.length,
      replies: written.filter((w) => w.reply !== null).length,
    };
  });
}
