// Marking one's own ad sold, and undoing it (docs/product/listings-and-search.md#sold-ads,
// docs/decisions/0027-sold-ads.md). The answer is the post detail, with `soldAt` set or null.
import { z } from './zod.ts';
import { PriceSchema } from './posts.ts';

/**
 * POST /api/post/{id}/sold. `salePrice` follows the ad price rule, as the commission's sale price
 * does (docs/product/payments.md#amounts-and-rounding); absent, the ad's own price is taken.
 * The whole body may be absent (or JSON null).
 */
export const MarkSoldSchema = z.object({ salePrice: PriceSchema.optional() }).nullish();
export type MarkSold = z.infer<typeof MarkSoldSchema>;

/** Minor units as the shortest price text the price rule takes: 150000 → "1500", 150050 → "1500.5". */
export function minorToPriceText(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const frac = String(minor % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}
