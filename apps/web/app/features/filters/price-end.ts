import { toAsciiDigits } from '@souqna/contracts/digits';

/**
 * One end of a price range as a reader types it: any digits (Arabic-Indic too), grouping marks and
 * spaces ignored; the whole number, or null for an empty or unreadable end (no bound).
 */
export function parsePriceEnd(raw: string | null | undefined): number | null {
  const digits = toAsciiDigits(raw ?? '').replace(/[\s,\u066c]/g, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
}
