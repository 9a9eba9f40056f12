// Which demo sellers were rated, by whom, for which ad, and the chat that made each deal: pure
// functions of a seeded random source and the demo ads, so every machine gets the same reviews.
// Each deal keeps the product's rules (docs/product/social.md#ratings-and-reviews): the buyer is
// another demo seller, old enough and not blocked either way, who exchanged messages both ways
// with the seller about that very ad before rating it, once per ad.
import type { ChatInput, ChatLine, ReviewInput } from '../../factories/index.ts';
import type { Rand } from './ad-texts.ts';
import type { DemoAd } from './social-plan.ts';
import { exchangesFor } from './social-data.ts';
import {
  CLOSING,
  DONE,
  GOOD_BY_TOPIC,
  REVIEW_TEXTS,
  SELLER_REPLIES,
  type Lang,
  type Mood,
} from './reviews-data.ts';

export type ReviewCast = {
  /** Demo sellers, by address. */
  sellers: string[];
  /** Those who may rate: their account is older than a day. */
  raters: string[];
  /** When each demo seller joined (ms): nobody rates before their account is a day old. */
  joined: Map<string, number>;
  /** "a:b" for every pair where one blocked the other (both orders). */
  blocked: Set<string>;
  /** The demo sellers' ads, oldest first. */
  ads: DemoAd[];
  now: number;
};
export type Deal = { chat: ChatInput; review: ReviewInput & { createdAt: Date } };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Mostly 5 and 4 stars, some 3s, a rare 2 or 1, as on any marketplace's ratings. */
function stars(r: Rand): number {
  const roll = r.int(1, 100);
  if (roll <= 56) return 5;
  if (roll <= 84) return 4;
  if (roll <= 95) return 3;
  return roll <= 98 ? 2 : 1;
}
const moodOf = (rating: number): Mood => (rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad');

// Most sellers answer within the hour, some within hours, a few the next day: the profile's
// "usually answers" then varies from seller to seller.
function answerDelay(r: Rand): number {
  const roll = r.int(1, 10);
  if (roll <= 7) return r.int(2, 55) * MINUTE;
  if (roll <= 9) return r.int(1, 5) * HOUR;
  return r.int(7, 20) * HOUR;
}

function reviewText(r: Rand, mood: Mood, topic: DemoAd['topic'], lang: Lang): string | null {
  if (r.chance(0.15)) return null; // stars only
  if (mood === 'good' && r.chance(0.35)) return r.pick(GOOD_BY_TOPIC[topic][lang]);
  return r.pick(REVIEW_TEXTS[mood][lang]);
}

/** The chat of one deal, oldest first: question, answer, a meeting settled, and often a thank-you. */
function dealChat(r: Rand, ad: DemoAd, buyer: string, lang: Lang, start: number): ChatLine[] {
  let t = start;
  const lines: ChatLine[] = [];
  const say = (senderId: string, body: string, after: number) => {
    t += Math.max(1, after);
    lines.push({ senderId, body, createdAt: new Date(t) });
  };
  const first = r.pick(exchangesFor(ad.topic, lang));
  say(buyer, first.q, 0);
  say(ad.userId, r.pick(first.a), answerDelay(r));
  const close = r.pick(CLOSING[lang]);
  say(buyer, close.buyer, r.int(3, 40) * MINUTE);
  say(ad.userId, close.seller, r.int(2, 30) * MINUTE);
  if (r.chance(0.5)) say(buyer, r.pick(DONE[lang]), r.int(3, 30) * HOUR);
  return lines;
}

// An older install's sellers joined when it was first seeded, after their back-dated ads: a deal
// waits until the buyer's account is a day old, as the product's rule wants at the review.
const earliest = (c: ReviewCast, ad: DemoAd, buyer: string) =>
  Math.max(ad.createdAt.getTime() + HOUR, (c.joined.get(buyer) ?? 0) + DAY);

/** One buyer's deal with the ad's seller, the review written days after, maybe answered. */
function deal(r: Rand, c: ReviewCast, ad: DemoAd, buyer: string): Deal {
  // Gulf buyers switch languages: an Arabic ad is mostly talked about in Arabic, an English one less so.
  const lang: Lang = r.chance(ad.lang === 'ar' ? 0.85 : 0.35) ? 'ar' : 'en';
  // The chat starts after the ad and ends (at most ~2 days later) before the review and now.
  const from = earliest(c, ad, buyer);
  const to = c.now - 3 * DAY;
  const lines = dealChat(r, ad, buyer, lang, from + ((to - from) * r.int(5, 90)) / 100);
  const last = lines.at(-1)!.createdAt.getTime();
  const createdAt = new Date(Math.min(c.now - HOUR, last + r.int(4, 72) * HOUR));
  const rating = stars(r);
  const mood = moodOf(rating);
  const body = reviewText(r, mood, ad.topic, lang);
  // Sellers answer a bad word more often than praise.
  const answered = r.chance(mood === 'good' ? 0.3 : 0.7);
  const repliedAt = createdAt.getTime() + r.int(1, 30) * HOUR;
  const reply =
    answered && repliedAt < c.now
      ? { body: r.pick(SELLER_REPLIES[mood][lang]), createdAt: new Date(repliedAt) }
      : undefined;
  return {
    chat: { postId: ad.id, members: [buyer, ad.userId], lines },
    review: { sellerId: ad.userId, authorId: buyer, postId: ad.id, rating, body, createdAt, reply },
  };
}

/**
 * Deals for about `share` of the sellers, `min`–`max` each: different buyers, each about an ad of
 * that seller at least a few days old (so the chat and the review fit before now).
 */
export function reviewPlan(r: Rand, c: ReviewCast, share = 1 / 3, min = 1, max = 6): Deal[] {
  const settled = c.ads.filter((a) => a.createdAt.getTime() < c.now - 4 * DAY);
  const adsOf = (seller: string) => settled.filter((a) => a.userId === seller);
  const candidates = c.sellers.filter((s) => adsOf(s).length > 0);
  const rated: string[] = [];
  const wanted = Math.min(candidates.length, Math.round(c.sellers.length * share));
  while (rated.length < wanted) {
    const s = r.pick(candidates);
    if (!rated.includes(s)) rated.push(s);
  }
  const out: Deal[] = [];
  for (const seller of rated) {
    const ads = adsOf(seller);
    const buyers = c.raters.filter((b) => b !== seller && !c.blocked.has(`${b}:${seller}`));
    const count = Math.min(r.int(min, max), buyers.length);
    const taken = new Set<string>();
    for (let tries = 0; taken.size < count && tries < count * 10; tries++) {
      const buyer = r.pick(buyers);
      const ad = r.pick(ads);
      if (taken.has(buyer) || earliest(c, ad, buyer) >= c.now - 3 * DAY) continue;
      taken.add(buyer);
      out.push(deal(r, c, ad, buyer));
    }
  }
  return out;
}
