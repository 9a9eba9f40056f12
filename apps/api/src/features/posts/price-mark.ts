// The "price dropped" mark an edit leaves on the ad (docs/decisions/0057-watch-list.md):
// the price before a drop and when it dropped, shown for PRICE_DROP_MARK_DAYS.
import { PRICE_DROP_MARK_DAYS } from '@souqna/contracts';

export type PriceMark = { priceWasMinor: number | null; priceDroppedAt: Date | null };
type Price = { priceMinor: number; currncy: 'SAR' | 'AED' };

const DAY_MS = 86_400_000;

/** The mark shows: it dropped within PRICE_DROP_MARK_DAYS and is still below the price before. */
export function markActive(m: PriceMark & { priceMinor: number }, now = new Date()): boolean {
  return (
    m.priceWasMinor !== null &&
    m.priceDroppedAt !== null &&
    m.priceWasMinor > m.priceMinor &&
    now.getTime() - m.priceDroppedAt.getTime() < PRICE_DROP_MARK_DAYS * DAY_MS
  );
}

/**
 * The mark after an edit from `before` to `after`. A drop marks the ad from now, from the old
 * price, or from the first price of a run of drops while the mark still shows (1,000 → 900 → 800
 * reads "was 1,000"). A rise keeps the mark while the price stays below it; back up to the old
 * price, or in another currency, the mark goes.
 */
export function nextMark(before: Price & PriceMark, after: Price, now = new Date()): PriceMark {
  const none = { priceWasMinor: null, priceDroppedAt: null };
  if (after.currncy !== before.currncy) return none;
  const active = markActive(before, now);
  if (after.priceMinor < before.priceMinor) {
    const was =
      active && before.priceWasMinor! > before.priceMinor ? before.priceWasMinor! : before.priceMinor;
    return { priceWasMinor: was, priceDroppedAt: now };
  }
  if (after.priceMinor === before.priceMinor)
    return { priceWasMinor: before.priceWasMinor, priceDroppedAt: before.priceDroppedAt };
  return active && after.priceMinor < before.priceWasMinor!
    ? { priceWasMinor: before.priceWasMinor, priceDroppedAt: before.priceDroppedAt }
    : none;
}
