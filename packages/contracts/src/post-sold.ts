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

export { minorToPriceText } from './price-rule.ts';
