import { describe, expect, it } from 'vitest';
import { seededRandom } from './ad-texts.ts';
import { reviewPlan, type Deal, type ReviewCast } from './reviews-plan.ts';
import type { DemoAd } from './social-plan.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 1);
const sellers = Array.from({ length: 30 }, (_, i) => `s${String(i).padStart(2, '0')}`);
const topics = ['vehicles', 'property', 'animals', 'services', 'goods'] as const;
const ads: DemoAd[] = Array.from({ length: 300 }, (_, i) => ({
  id: `ad${i}`,
  userId: sellers[i % sellers.length]!,
  rootId: 'root',
  topic: topics[i % topics.length]!,
  lang: i % 3 ? 'ar' : 'en',
  countryCode: 'SA',
  createdAt: new Date(NOW - (i % 120) * DAY - 3_600_000),
}));

function cast(over: Partial<ReviewCast> = {}): ReviewCast {
  return {
    sellers,
    raters: sellers,
    joined: new Map(sellers.map((s) => [s, NOW - 200 * DAY])),
    blocked: new Set(),
    ads,
    now: NOW,
    ...over,
  };
}
const plan = (c = cast()) => reviewPlan(seededRandom(5_2026), c);

/** Breaks one of the product's rules, or null (docs/product/social.md#ratings-and-reviews). */
function broken({ chat, review }: Deal, c: ReviewCast): string | null {
  const ad = c.ads.find((a) => a.id === review.postId)!;
  const at = review.createdAt.getTime();
  const before = chat.lines.filter((l) => l.createdAt.getTime() < at);
  if (review.authorId === review.sellerId) return 'self';
  if (ad.userId !== review.sellerId || chat.postId !== ad.id) return 'another ad';
  if (c.blocked.has(`${review.authorId}:${review.sellerId}`)) return 'blocked';
  if (c.joined.get(review.authorId)! + DAY > at) return 'account too new';
  if (!before.some((l) => l.senderId === review.authorId)) return 'buyer never wrote';
  if (!before.some((l) => l.senderId === review.sellerId)) return 'seller never answered';
  if (chat.lines[0]!.createdAt <= ad.createdAt || at >= c.now) return 'out of time';
  if (review.reply && (review.reply.createdAt.getTime() <= at || review.reply.createdAt.getTime() >= c.now))
    return 'reply out of time';
  const r = review.rating ?? 0;
  if (r < 1 || r > 5 || (review.body?.length ?? 0) > 500) return 'shape';
  return null;
}

describe('reviewPlan', () => {
  it('rates a third of the sellers, 1 to 6 times each, by different buyers, once per ad', () => {
    const deals = plan();
    const bySeller = new Map<string, Deal[]>();
    for (const d of deals) bySeller.set(d.review.sellerId, [...(bySeller.get(d.review.sellerId) ?? []), d]);
    expect(bySeller.size).toBe(10);
    for (const mine of bySeller.values()) {
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.length).toBeLessThanOrEqual(6);
      expect(new Set(mine.map((d) => d.review.authorId)).size).toBe(mine.length);
    }
    const pairs = deals.map((d) => `${d.review.authorId}:${d.review.postId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('is the same plan for the same seed', () => {
    expect(JSON.stringify(plan())).toBe(JSON.stringify(plan()));
  });

  it('keeps every rule, chats oldest first', () => {
    const c = cast();
    for (const d of plan(c)) {
      expect(broken(d, c)).toBeNull();
      const times = d.chat.lines.map((l) => l.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('leaves blocked pairs and accounts too new out, and waits a day after an account opened', () => {
    const blocked = new Set(sellers.slice(1).flatMap((s) => [`${s}:s00`, `s00:${s}`]));
    const joined = new Map(sellers.map((s, i) => [s, NOW - (i % 2 ? 200 : 6) * DAY]));
    const c = cast({ blocked, joined, raters: sellers.filter((s) => s !== 's29') });
    const deals = plan(c);
    expect(deals.length).toBeGreaterThan(0);
    for (const d of deals) expect(broken(d, c)).toBeNull();
    expect(deals.some((d) => d.review.sellerId === 's00' || d.review.authorId === 's00')).toBe(false);
    expect(deals.some((d) => d.review.authorId === 's29')).toBe(false);
  });
});
