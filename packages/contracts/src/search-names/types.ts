// One entry of the search vocabulary (docs/product/listings-and-search.md#search-vocabulary).
export const SEARCH_NAME_KINDS = [
  'make',
  'model',
  'phone',
  'electronics',
  'watch',
  'perfume',
  'appliance',
] as const;
export type SearchNameKind = (typeof SEARCH_NAME_KINDS)[number];

/**
 * A thing people search for by name: a car make or model, or a brand or product line. Every
 * spelling of it finds ads written with any other, and nothing else: two things never share a
 * spelling (a test holds the table to it), and ordinary words never turn into one of them.
 */
export type SearchName = {
  /** Stable and unique: a car make's or model's slug (as in the reference data), else the brand's. */
  id: string;
  kind: SearchNameKind;
  /** A model's make id. */
  make?: string;
  /** Spellings in Latin letters, as typed (case, hyphens and spaces do not matter). */
  en: string[];
  /** Spellings in Arabic letters; normalisation folds أ/إ/آ, ى and ة, so one form of each suffices. */
  ar: string[];
  /** Why a spelling is in or left out, for the next reviewer. */
  note?: string;
};
