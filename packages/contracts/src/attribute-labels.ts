// The names of the details' values in both languages: the post form, the filters, the spec table and
// the search document all read them here (docs/decisions/0039-details-by-category.md).
import type { ChoiceKey } from './attributes.ts';

type Name = { en: string; ar: string };

const BRANDS = {
  apple: { en: 'Apple', ar: 'أبل' },
  samsung: { en: 'Samsung', ar: 'سامسونج' },
  huawei: { en: 'Huawei', ar: 'هواوي' },
  xiaomi: { en: 'Xiaomi', ar: 'شاومي' },
  honor: { en: 'Honor', ar: 'هونر' },
  oppo: { en: 'Oppo', ar: 'أوبو' },
  google: { en: 'Google', ar: 'جوجل' },
  nokia: { en: 'Nokia', ar: 'نوكيا' },
  dell: { en: 'Dell', ar: 'ديل' },
  hp: { en: 'HP', ar: 'إتش بي' },
  lenovo: { en: 'Lenovo', ar: 'لينوفو' },
  asus: { en: 'Asus', ar: 'أسوس' },
  acer: { en: 'Acer', ar: 'أيسر' },
  microsoft: { en: 'Microsoft', ar: 'مايكروسوفت' },
  lg: { en: 'LG', ar: 'إل جي' },
  sony: { en: 'Sony', ar: 'سوني' },
  tcl: { en: 'TCL', ar: 'تي سي إل' },
  canon: { en: 'Canon', ar: 'كانون' },
  nikon: { en: 'Nikon', ar: 'نيكون' },
  fujifilm: { en: 'Fujifilm', ar: 'فوجي فيلم' },
  nintendo: { en: 'Nintendo', ar: 'نينتندو' },
  garmin: { en: 'Garmin', ar: 'جارمن' },
  other: { en: 'Other', ar: 'أخرى' },
} as const satisfies Record<string, { en: string; ar: string }>;

const CHOICE_NAMES: Record<Exclude<ChoiceKey, 'brand'>, Record<string, Name>> = {
  transmission: {
    automatic: { en: 'Automatic', ar: 'أوتوماتيك' },
    manual: { en: 'Manual', ar: 'عادي (يدوي)' },
  },
  fuel: {
    petrol: { en: 'Petrol', ar: 'بنزين' },
    diesel: { en: 'Diesel', ar: 'ديزل' },
    hybrid: { en: 'Hybrid', ar: 'هايبرد' },
    electric: { en: 'Electric', ar: 'كهربائي' },
  },
  bodyType: {
    sedan: { en: 'Sedan', ar: 'سيدان' },
    suv: { en: 'SUV', ar: 'دفع رباعي' },
    pickup: { en: 'Pickup', ar: 'بيك أب (ونيت)' },
    hatchback: { en: 'Hatchback', ar: 'هاتشباك' },
    coupe: { en: 'Coupe', ar: 'كوبيه' },
    convertible: { en: 'Convertible', ar: 'مكشوفة' },
    van: { en: 'Van', ar: 'فان' },
  },
  furnished: {
    furnished: { en: 'Furnished', ar: 'مفروشة' },
    semi: { en: 'Semi-furnished', ar: 'نصف مفروشة' },
    unfurnished: { en: 'Unfurnished', ar: 'غير مفروشة' },
  },
  rentPeriod: {
    daily: { en: 'Daily', ar: 'يومي' },
    weekly: { en: 'Weekly', ar: 'أسبوعي' },
    monthly: { en: 'Monthly', ar: 'شهري' },
    yearly: { en: 'Yearly', ar: 'سنوي' },
  },
  condition: {
    new: { en: 'New', ar: 'جديد' },
    like_new: { en: 'Like new', ar: 'شبه جديد' },
    used: { en: 'Used', ar: 'مستعمل' },
    for_parts: { en: 'For parts', ar: 'للقطع (لا يعمل)' },
  },
};

/** A choice's value in a language ('automatic' → 'Automatic' / 'أوتوماتيك'); the value itself if unknown. */
export function choiceName(key: ChoiceKey, value: string, locale: 'ar' | 'en'): string {
  const names: Record<string, Name> = key === 'brand' ? BRANDS : CHOICE_NAMES[key];
  return names[value]?.[locale] ?? value;
}
