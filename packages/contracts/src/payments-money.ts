// Commission arithmetic shared by the API (which charges) and the web app (which previews), so both
// compute the same halala: docs/product/payments.md#amounts-and-rounding. Integers only.

/** The smallest payment: 1.00 SAR/AED (Moyasar's minimum; a card payment below it costs more than it brings). */
export const PAYMENT_AMOUNT_MIN_MINOR = 100;
/** The largest commission paid by card in one payment: 100,000.00 SAR/AED. */
export const PAYMENT_AMOUNT_MAX_MINOR = 10_000_000;
/** Payments a member may start per hour (each opens a checkout at the provider). */
export const PAYMENTS_PER_HOUR = 20;
export const PAYMENTS_PAGE_SIZE = 20;
export const PAYMENTS_PAGE_MAX = 100;

/** The rate is read to six decimal places: 2.5 → 2_500_000 millionths of a percent. */
const RATE_SCALE = 1_000_000n;

/**
 * salePriceMinor × commissionValue %, rounded half up to the nearest halala/fils. BigInt, because
 * the largest sale price (10 digits + 2) times the scaled rate passes 2^53.
 */
export function commissionMinor(salePriceMinor: number, commissionValue: number): number {
  if (!Number.isSafeInteger(salePriceMinor) || salePriceMinor < 0) throw new RangeError('salePriceMinor');
  if (!Number.isFinite(commissionValue) || commissionValue < 0) throw new RangeError('commissionValue');
  const rate = BigInt(commissionValue.toFixed(6).replace('.', ''));
  const divisor = 100n * RATE_SCALE; // percent, then the rate's scale
  return Number((BigInt(salePriceMinor) * rate + divisor / 2n) / divisor);
}

/** Minor units as a decimal string with two places: 150050 → "1500.50" (exact, no float). */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
