// Its own module, not lib/price.ts: the price rule comes with zod (contracts/rules), and the cards of
// the home page use lib/price.ts, so it would land in the guests' JavaScript budget (docs/decisions/0008).
import { toAsciiDigits } from '@souqna/contracts/digits';
import { isValidPrice } from '@souqna/contracts/rules';

/** A price as typed ("1,500.5", "١٥٠٠") → halalas/fils, or null while it is not a valid price yet. */
export function typedPriceToMinor(typed: string): number | null {
  const v = toAsciiDigits(typed).replace(/,/g, '').trim();
  if (!isValidPrice(v)) return null;
  const [whole, frac = ''] = v.split('.');
  const minor = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  // Beyond 2^53 halalas the count is no longer exact (and the money rules refuse it anyway).
  return Number.isSafeInteger(minor) ? minor : null;
}
