// Details by category: each detail's kind and bounds (attribute-categories.ts says which category has which) (docs/product/listings-and-search.md#details-by-category,
// docs/decisions/0039-details-by-category.md). One definition for the post form, the API's checks, the
// listing filters, the card, the spec table and the search document.
import { BRAND_SLUGS } from './attribute-brands.ts';

/** Whole numbers with bounds; `options` when only some values exist (storage sizes). */
export type RangeAttribute = {
  kind: 'range';
  min: number;
  max: number;
  unit?: 'km' | 'm2' | 'gb';
  options?: number[];
};
export type ChoiceAttribute = { kind: 'choice'; options: readonly string[] };

/** A model year may be next year's (cars are sold ahead of their model year). */
export const latestModelYear = () => new Date().getUTCFullYear() + 1;

export const ATTRIBUTES = {
  year: { kind: 'range', min: 1950, max: 2100 },
  mileage: { kind: 'range', min: 0, max: 3_000_000, unit: 'km' },
  transmission: { kind: 'choice', options: ['automatic', 'manual'] },
  fuel: { kind: 'choice', options: ['petrol', 'diesel', 'hybrid', 'electric'] },
  bodyType: {
    kind: 'choice',
    options: ['sedan', 'suv', 'pickup', 'hatchback', 'coupe', 'convertible', 'van'],
  },
  area: { kind: 'range', min: 1, max: 100_000_000, unit: 'm2' },
  rooms: { kind: 'range', min: 0, max: 50 },
  bathrooms: { kind: 'range', min: 0, max: 50 },
  furnished: { kind: 'choice', options: ['furnished', 'semi', 'unfurnished'] },
  rentPeriod: { kind: 'choice', options: ['daily', 'weekly', 'monthly', 'yearly'] },
  brand: { kind: 'choice', options: BRAND_SLUGS },
  storage: { kind: 'range', min: 8, max: 8192, unit: 'gb', options: [16, 32, 64, 128, 256, 512, 1024, 2048] },
  condition: { kind: 'choice', options: ['new', 'like_new', 'used', 'for_parts'] },
} as const satisfies Record<string, RangeAttribute | ChoiceAttribute>;

export type AttributeKey = keyof typeof ATTRIBUTES;
/** In the order the form asks and the spec table shows. */
export const ATTRIBUTE_KEYS = Object.keys(ATTRIBUTES) as AttributeKey[];
export type RangeKey = {
  [K in AttributeKey]: (typeof ATTRIBUTES)[K]['kind'] extends 'range' ? K : never;
}[AttributeKey];
export type ChoiceKey = Exclude<AttributeKey, RangeKey>;
/** What a rent price is per (docs/product/listings-and-search.md#post-card): shown beside the price. */
export type RentPeriod = (typeof ATTRIBUTES.rentPeriod.options)[number];
/** An ad's rent period from its details, or null when it has none (not a rent). */
export function rentPeriodOf(attributes: Record<string, unknown>): RentPeriod | null {
  const value = attributes.rentPeriod;
  return ATTRIBUTES.rentPeriod.options.find((p) => p === value) ?? null;
}
export const RANGE_KEYS = ATTRIBUTE_KEYS.filter((k): k is RangeKey => ATTRIBUTES[k].kind === 'range');
export const CHOICE_KEYS = ATTRIBUTE_KEYS.filter((k): k is ChoiceKey => ATTRIBUTES[k].kind === 'choice');
