// The ad price rule (docs/product/errors-and-limits.md#validation-rules) without zod: the owner's
// forms on the ad page check it in the browser without loading zod; PriceSchema (posts.ts) and the
// sale price of post-sold.ts are built on the same predicates.
import { toAsciiDigits } from './digits.ts';
import { PRICE_MAX_DIGITS } from './limits.ts';
import { MESSAGES } from './messages.ts';

export function isValidPrice(value: string): boolean {
  return /^[1-9]\d*(\.\d{1,2})?$/.test(toAsciiDigits(value));
}

/** What is wrong with a typed price, as PriceSchema says it first; null: it is a price. */
export function priceProblem(value: string | null | undefined) {
  const v = toAsciiDigits(value ?? '').trim();
  if (!v) return MESSAGES.required;
  if (!isValidPrice(v)) return MESSAGES.price;
  if (v.split('.')[0]!.length > PRICE_MAX_DIGITS) return MESSAGES.maxLimit;
  return null;
}

/** Minor units as the shortest price text the price rule takes: 150000 → "1500", 150050 → "1500.5". */
export function minorToPriceText(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const frac = String(minor % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}
