// Which category has which details, and the brands each offers (docs/decisions/0039-details-by-category.md).
import { BRANDS_BY_CATEGORY } from './attribute-brands.ts';
import { ATTRIBUTE_KEYS, ATTRIBUTES, type AttributeKey } from './attributes.ts';

const CAR: AttributeKey[] = ['year', 'mileage', 'transmission', 'fuel', 'bodyType', 'condition'];
const HOME: AttributeKey[] = ['area', 'rooms', 'bathrooms', 'furnished'];
const DEVICE: AttributeKey[] = ['brand', 'storage', 'condition'];
const GOODS: AttributeKey[] = ['condition'];

/** Child category slug → the details its ads have (reference data's slugs, docs/product/reference-data.md). */
const BY_CATEGORY: Record<string, AttributeKey[]> = {
  'cars-for-sale': CAR,
  'cars-for-rent': ['year', 'transmission', 'fuel', 'bodyType', 'rentPeriod'],
  motorcycles: ['year', 'mileage', 'condition'],
  'trucks-heavy-equipment': ['year', 'mileage', 'fuel', 'condition'],
  'boats-jet-skis': ['year', 'condition'],
  'caravans-trailers': ['year', 'condition'],
  'spare-parts-accessories': GOODS,
  'apartments-for-rent': [...HOME, 'rentPeriod'],
  'apartments-for-sale': HOME,
  'villas-for-rent': [...HOME, 'rentPeriod'],
  'villas-for-sale': HOME,
  'land-for-sale': ['area'],
  'buildings-for-sale': ['area'],
  'commercial-for-rent': ['area', 'rentPeriod'],
  'commercial-for-sale': ['area'],
  'rooms-shared-housing': ['furnished', 'rentPeriod'],
  'chalets-rest-houses': ['area', 'rooms', 'rentPeriod'],
  farms: ['area'],
  'mobile-phones': DEVICE,
  tablets: DEVICE,
  'computers-laptops': DEVICE,
  'tvs-audio': ['brand', 'condition'],
  cameras: ['brand', 'condition'],
  'video-games-consoles': ['brand', 'condition'],
  'smart-watches-wearables': ['brand', 'condition'],
};
/** Parents whose every child is second-hand goods: condition only. */
const GOODS_PARENTS = new Set(['electronics', 'home-furniture', 'fashion', 'hobbies-sports', 'baby-kids']);

/** The details of a child category (its slug and its parent's), in form order. */
export function attributesFor(slug: string, parentSlug?: string): AttributeKey[] {
  const own = BY_CATEGORY[slug] ?? (parentSlug && GOODS_PARENTS.has(parentSlug) ? GOODS : []);
  return ATTRIBUTE_KEYS.filter((k) => own.includes(k));
}

/** A parent category's filters: every detail one of its children has. */
export function attributesOfAny(categories: { slug: string; parentSlug?: string }[]): AttributeKey[] {
  const all = new Set(categories.flatMap((c) => attributesFor(c.slug, c.parentSlug)));
  return ATTRIBUTE_KEYS.filter((k) => all.has(k));
}

/** The brands offered for a category (all of them where the category lists none). */
export const brandsFor = (slug: string | undefined): readonly string[] =>
  (slug && BRANDS_BY_CATEGORY[slug]) || ATTRIBUTES.brand.options;
