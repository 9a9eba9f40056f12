// Social life for the demo marketplace, run after the demo ads: favourites (the demo members' own
// and ~300 among the sellers), ~150 questions and answers on the newest ads, and follows.
// Once only: skipped when the demo sellers already favourite anything, and written in one
// transaction, so a restart never adds a second round nor leaves half of one.
import { inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.ts';
import { favorites, posts, users } from '../../../src/db/schema.ts';
import { reference } from '../../../src/domain/reference.ts';
import { addFavorites, addFollows, createComments, type DbLike } from '../../factories/index.ts';
import { seededRandom } from './ad-texts.ts';
import { SELLER_EMAILS } from './ads.ts';
import { DEMO_USERS } from './users.ts';
import { topicOf } from './social-data.ts';
import {
  comments,
  crowdFavorites,
  followGraph,
  memberFavorites,
  type Cast,
  type DemoAd,
} from './social-plan.ts';

export const SOCIAL = {
  memberFavorites: 8,
  crowdFavorites: 300,
  commentedAds: 80,
  memberFollows: 6,
  demoFollowers: 8,
};
export type SocialCounts = { favorites: number; comments: number; follows: number };
const NONE: SocialCounts = { favorites: 0, comments: 0, follows: 0 };
const ARABIC = /[\u0600-\u06ff]/;

/** The demo sellers' ads, oldest first, with the kind of talk and the language each gets. */
export async function demoAdsOf(dbLike: DbLike, sellers: string[]): Promise<DemoAd[]> {
  const db = dbLike.orm;
  const ref = await reference(db);
  const rows = await db
    .select({
      id: posts.id,
      userId: posts.userId,
      title: posts.title,
      rootId: posts.categoryRootId,
      countryCode: posts.countryCode,
      createdAt: posts.createdAt,
    })
    .from(posts)
    .where(inArray(posts.userId, sellers))
    .orderBy(posts.createdAt, posts.id);
  return rows.map(({ title, ...p }) => ({
    ...p,
    topic: topicOf(ref.categories.get(p.rootId)?.slug ?? ''),
    lang: ARABIC.test(title) ? 'ar' : 'en',
  }));
}

async function loadCast(dbLike: DbLike): Promise<Cast | null> {
  const db = dbLike.orm;
  const sellers = (
    await db.select({ id: users.id }).from(users).where(like(users.email, SELLER_EMAILS)).orderBy(users.email)
  ).map((s) => s.id);
  const emails = DEMO_USERS.map((u) => u.email as string);
  const found = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const members = emails.flatMap((e) => found.filter((f) => f.email === e).map((f) => f.id));
  if (sellers.length < 2 || !members.length) return null;
  const [done] = await db
    .select({ one: sql`1` })
    .from(favorites)
    .where(inArray(favorites.userId, sellers))
    .limit(1);
  if (done) return null;
  const ads = await demoAdsOf(dbLike, sellers);
  return ads.length ? { members, sellers, ads, now: Date.now() } : null;
}

/** Adds the demo social data once; the counts of rows added (all 0 when it was there already). */
export async function seedDemoSocial(db: Database, size = SOCIAL): Promise<SocialCounts> {
  const cast = await loadCast(db);
  if (!cast) return NONE;
  const r = seededRandom(7_2026);
  const favs = [
    ...cast.members.flatMap((m) => memberFavorites(r, cast, m, size.memberFavorites)),
    ...crowdFavorites(r, cast, size.crowdFavorites),
  ];
  const talk = comments(r, cast, size.commentedAds);
  const follows = followGraph(r, cast, size.memberFollows, size.demoFollowers);
  return db.transaction(async (tx) => ({
    favorites: await addFavorites(tx, favs),
    comments: (await createComments(tx, talk)).length,
    follows: await addFollows(tx, follows),
  }));
}
