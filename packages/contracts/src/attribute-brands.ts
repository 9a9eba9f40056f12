// Brands a device ad is filed under, per category (docs/decisions/0039-details-by-category.md).
// Search spellings of the same brands live in the search vocabulary (search-names/).
/** Every brand's slug; their names are in attribute-labels.ts (the home page needs no names). */
export const BRAND_SLUGS = [
  'apple',
  'samsung',
  'huawei',
  'xiaomi',
  'honor',
  'oppo',
  'google',
  'nokia',
  'dell',
  'hp',
  'lenovo',
  'asus',
  'acer',
  'microsoft',
  'lg',
  'sony',
  'tcl',
  'canon',
  'nikon',
  'fujifilm',
  'nintendo',
  'garmin',
  'other',
] as const;
type Brand = (typeof BRAND_SLUGS)[number];

export const BRANDS_BY_CATEGORY: Record<string, Brand[]> = {
  'mobile-phones': ['apple', 'samsung', 'huawei', 'xiaomi', 'honor', 'oppo', 'google', 'nokia', 'other'],
  tablets: ['apple', 'samsung', 'huawei', 'xiaomi', 'lenovo', 'microsoft', 'other'],
  'computers-laptops': ['apple', 'dell', 'hp', 'lenovo', 'asus', 'acer', 'microsoft', 'samsung', 'other'],
  'tvs-audio': ['samsung', 'lg', 'sony', 'tcl', 'huawei', 'xiaomi', 'other'],
  cameras: ['canon', 'nikon', 'sony', 'fujifilm', 'other'],
  'video-games-consoles': ['sony', 'microsoft', 'nintendo', 'other'],
  'smart-watches-wearables': ['apple', 'samsung', 'huawei', 'xiaomi', 'garmin', 'google', 'other'],
};
