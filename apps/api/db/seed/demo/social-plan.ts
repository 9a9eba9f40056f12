// Who favourites, asks about and follows whom in the demo marketplace: pure functions of a seeded
// random source and the demo ads, so every machine gets the same threads on the same ads.
import type { CommentInput, FavoriteInput, FollowInput } from '../../factories/social.ts';
import type { Rand } from './ad-texts.ts';
import { exchangesFor, THANKS, type Topic } from './social-data.ts';

export type DemoAd = {
  id: string;
  userId: string;
  rootId: string;
  topic: Topic;
  lang: 'ar' | 'en';
  countryCode: string;
  createdAt: Date;
};
/** Demo members (demo@, sara@) first, then the sellers; ads oldest first. */
export type Cast = { members: string[]; sellers: string[]; ads: DemoAd[]; now: number };

// A moment between `from` and `to`, never the same millisecond as `from`: a reply sorts after its question.
const between = (r: Rand, from: number, to: number) =>
  Math.min(to, Math.max(from + 1, from + ((to - from) * r.int(5, 60)) / 100));

/** Favourites a member picked by hand: alternating countries, a new kind of ad each time. */
export function memberFavorites(r: Rand, c: Cast, userId: string, count: number): FavoriteInput[] {
  const out: FavoriteInput[] = [];
  const roots = new Set<string>();
  for (let i = 0; i < count; i++) {
    const country = i % 2 ? 'AE' : 'SA';
    const pool = c.ads.filter(
      (a) => a.userId !== userId && a.countryCode === country && !out.some((f) => f.postId === a.id),
    );
    const fresh = pool.filter((a) => !roots.has(a.rootId));
    const ad = (fresh.length ? fresh : pool).length ? r.pick(fresh.length ? fresh : pool) : undefined;
    if (!ad) continue;
    roots.add(ad.rootId);
    out.push({ userId, postId: ad.id, createdAt: new Date(between(r, ad.createdAt.getTime(), c.now)) });
  }
  return out;
}

/** Sellers' favourites: half on the newest ads (what the home page shows), half anywhere. */
export function crowdFavorites(r: Rand, c: Cast, count: number): FavoriteInput[] {
  const out: FavoriteInput[] = [];
  const seen = new Set<string>();
  const hot = c.ads.slice(-60);
  for (let tries = 0; out.length < count && tries < count * 5; tries++) {
    const userId = r.pick(c.sellers);
    const ad = r.chance(0.5) ? r.pick(hot) : r.pick(c.ads);
    const key = `${userId}:${ad.id}`;
    // No one favourites their own ad; one favourite per member and ad.
    if (ad.userId === userId || seen.has(key)) continue;
    seen.add(key);
    out.push({ userId, postId: ad.id, createdAt: new Date(between(r, ad.createdAt.getTime(), c.now)) });
  }
  return out;
}

// Mostly other sellers ask; now and then one of the demo members.
function asker(r: Rand, c: Cast, ad: DemoAd, not?: string): string {
  for (let i = 0; i < 10; i++) {
    const who = r.chance(0.12) ? r.pick(c.members) : r.pick(c.sellers);
    if (who !== ad.userId && who !== not) return who;
  }
  return c.members[0]!;
}

/** One ad's thread, oldest first: a question, often the owner's answer, sometimes a second asker. */
export function thread(r: Rand, c: Cast, ad: DemoAd): CommentInput[] {
  const out: CommentInput[] = [];
  let t = ad.createdAt.getTime();
  const say = (userId: string, body: string) => {
    t = between(r, t, c.now);
    out.push({ postId: ad.id, userId, body, createdAt: new Date(t) });
  };
  // Gulf buyers switch languages: an Arabic ad is mostly asked about in Arabic, an English one less so.
  const lang = r.chance(ad.lang === 'ar' ? 0.9 : 0.35) ? 'ar' : 'en';
  const talks = exchangesFor(ad.topic, lang);
  const first = r.pick(talks);
  const buyer = asker(r, c, ad);
  say(buyer, first.q);
  if (r.chance(0.55)) {
    say(ad.userId, r.pick(first.a));
    if (r.chance(0.15)) say(buyer, r.pick(THANKS[lang]));
  }
  const second = r.pick(talks);
  if (second !== first && r.chance(0.25)) {
    say(asker(r, c, ad, buyer), second.q);
    if (r.chance(0.5)) say(ad.userId, r.pick(second.a));
  }
  return out;
}

/** Threads on the newest ads (ads are oldest first). */
export const comments = (r: Rand, c: Cast, ads: number) =>
  c.ads.slice(-ads).flatMap((ad) => thread(r, c, ad));

/** Members follow a few sellers, sellers follow each other sparsely and some follow demo@. */
export function followGraph(r: Rand, c: Cast, perMember: number, demoFans: number): FollowInput[] {
  const out: FollowInput[] = [];
  const add = (followerId: string, followeeId: string) => {
    if (followerId === followeeId) return; // follows_not_self
    if (out.some((f) => f.followerId === followerId && f.followeeId === followeeId)) return;
    out.push({ followerId, followeeId, createdAt: new Date(c.now - r.int(60, 60 * 24 * 60) * 60_000) });
  };
  for (const m of c.members)
    for (let i = 0; i < perMember * 3 && out.filter((f) => f.followerId === m).length < perMember; i++)
      add(m, r.pick(c.sellers));
  for (const s of c.sellers)
    if (r.chance(0.4)) for (let k = r.int(1, 2); k > 0; k--) add(s, r.pick(c.sellers));
  const demo = c.members[0];
  if (demo) {
    for (const m of c.members.slice(1)) add(m, demo);
    for (let i = 0; i < demoFans; i++) add(r.pick(c.sellers), demo);
  }
  return out;
}
