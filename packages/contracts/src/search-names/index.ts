// The search vocabulary: one reviewed table of the names people search for, in both scripts
// (docs/product/listings-and-search.md#search-vocabulary). Car makes and models were seeded from
// the reference data's vehicles (a test keeps every make and model in it); brands from the
// device, watch, perfume and appliance brands sold on the site.
import { BRANDS } from './brands.ts';
import type { SearchName } from './types.ts';
import { VEHICLES_A_F } from './vehicles-a-f.ts';
import { VEHICLES_G_L } from './vehicles-g-l.ts';
import { VEHICLES_M_R } from './vehicles-m-r.ts';
import { VEHICLES_S_Z } from './vehicles-s-z.ts';

export { SEARCH_NAME_KINDS, type SearchName, type SearchNameKind } from './types.ts';

export const SEARCH_NAMES: readonly SearchName[] = [
  ...VEHICLES_A_F,
  ...VEHICLES_G_L,
  ...VEHICLES_M_R,
  ...VEHICLES_S_Z,
  ...BRANDS,
];

/**
 * Names that are also everyday words: found as written, never from a word with an article or
 * particle taken off (السيل is a flood or the town of Al Sail, not the BYD Seal).
 */
export const WORD_NAMES: ReadonlySet<string> = new Set([
  'سيل', // BYD Seal; a flood
  'جاز', // Honda Jazz; jazz, and الجاز is kerosene
  'جيب', // Jeep; a pocket
]);
