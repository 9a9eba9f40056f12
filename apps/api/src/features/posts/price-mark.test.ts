import { describe, expect, it } from 'vitest';
import { markActive, nextMark } from './price-mark.ts';

const now = new Date('2026-11-29T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
const ad = (priceMinor: number, was: number | null = null, at: Date | null = null) => ({
  priceMinor,
  currncy: 'SAR' as const,
  priceWasMinor: was,
  priceDroppedAt: at,
});

describe('the "price dropped" mark (docs/decisions/0057-watch-list.md)', () => {
  it('a drop marks the ad from the old price, now', () => {
    expect(nextMark(ad(1500), { priceMinor: 1200, currncy: 'SAR' }, now)).toEqual({
      priceWasMinor: 1500,
      priceDroppedAt: now,
    });
  });

  it('a second drop while the mark shows keeps the first price; after 7 days it starts again', () => {
    expect(
      nextMark(ad(1200, 1500, daysAgo(2)), { priceMinor: 1000, currncy: 'SAR' }, now).priceWasMinor,
    ).toBe(1500);
    expect(
      nextMark(ad(1200, 1500, daysAgo(8)), { priceMinor: 1000, currncy: 'SAR' }, now).priceWasMinor,
    ).toBe(1200);
  });

  it('a partial rise keeps the mark; back to the old price, or another currency, clears it', () => {
    const marked = ad(1000, 1500, daysAgo(1));
    expect(nextMark(marked, { priceMinor: 1300, currncy: 'SAR' }, now)).toEqual({
      priceWasMinor: 1500,
      priceDroppedAt: daysAgo(1),
    });
    const cleared = { priceWasMinor: null, priceDroppedAt: null };
    expect(nextMark(marked, { priceMinor: 1500, currncy: 'SAR' }, now)).toEqual(cleared);
    expect(nextMark(marked, { priceMinor: 900, currncy: 'AED' }, now)).toEqual(cleared);
  });

  it('shows for 7 days while below the old price', () => {
    expect(markActive({ ...ad(1000, 1500, daysAgo(6.9)) }, now)).toBe(true);
    expect(markActive({ ...ad(1000, 1500, daysAgo(7)) }, now)).toBe(false);
    expect(markActive({ ...ad(1000) }, now)).toBe(false);
  });
});
