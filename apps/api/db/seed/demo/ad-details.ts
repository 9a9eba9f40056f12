// Details for a demo or benchmark ad (docs/decisions/0039-details-by-category.md), agreeing with its
// text where the text says them (a title's model year, "85,000 km", "3 غرف", "256GB"), drawn from
// the ad's own seeded random otherwise, so the ad makers stay free to change their wording.
import { ATTRIBUTES, attributesFor, brandsFor, type PostAttributes } from '@souqna/contracts';
import type { Rand } from './ad-texts.ts';
import { bodyTypeOf } from './pictures/car-models.ts';

const num = (text: string, re: RegExp) => {
  const m = re.exec(text);
  return m ? Number(m[1]!.replace(/,/g, '')) : undefined;
};
const BRAND_WORDS: [RegExp, string][] = [
  [/iphone|ايفون|آيفون|ipad|macbook|apple|ابل/i, 'apple'],
  [/samsung|galaxy|سامسونج|جالكسي/i, 'samsung'],
  [/xiaomi|شاومي|redmi/i, 'xiaomi'],
  [/huawei|هواوي/i, 'huawei'],
  [/pixel|google/i, 'google'],
  [/playstation|بلايستيشن|sony|سوني/i, 'sony'],
  [/xbox|اكس بوكس/i, 'microsoft'],
  [/nintendo|نينتندو/i, 'nintendo'],
];

export function demoDetails(
  r: Rand,
  slug: string,
  parentSlug: string,
  ad: { title: string; description: string },
  carModel?: string | null,
): PostAttributes {
  const text = `${ad.title} ${ad.description}`;
  const out: Record<string, unknown> = {};
  for (const key of attributesFor(slug, parentSlug)) {
    const spec = ATTRIBUTES[key];
    switch (key) {
      case 'year':
        out.year = num(text, /\b((?:19|20)\d\d)\b/) ?? r.int(2010, 2025);
        break;
      case 'mileage':
        out.mileage = num(text, /(\d[\d,]*)\s*(?:km|كم)/i) ?? r.int(5, 300) * 1000;
        break;
      case 'area':
        out.area = num(text, /(\d+)\s*(?:م|sqm|m²)/) ?? plausibleArea(r, slug, text);
        break;
      case 'rooms':
        out.rooms = num(text, /(\d)\s*(?:غرف|BR|bedroom)/i) ?? r.int(1, 6);
        break;
      case 'bathrooms':
        out.bathrooms = Math.max(1, Number(out.rooms ?? 2) - r.int(0, 1));
        break;
      case 'storage':
        out.storage = num(text, /(\d+)\s*(?:GB|جيجا)/i) ?? r.pick([64, 128, 256, 512]);
        break;
      case 'brand': {
        const found = BRAND_WORDS.find(([re]) => re.test(text))?.[1];
        const offered = brandsFor(slug);
        out.brand = found && offered.includes(found) ? found : r.pick(offered);
        break;
      }
      case 'condition':
        out.condition = conditionOf(r, slug, text, out.mileage as number | undefined);
        break;
      case 'rentPeriod':
        out.rentPeriod = /سنوي|yearly|annual/i.test(text)
          ? 'yearly'
          : /شهري|monthly/i.test(text)
            ? 'monthly'
            : /يومي|daily|night/i.test(text)
              ? 'daily'
              : r.pick(
                  slug.startsWith('chalets') ? ['daily', 'daily', 'weekly'] : ['yearly', 'yearly', 'monthly'],
                );
        break;
      case 'bodyType': {
        // The body its picture is drawn in (pictures/car-models.ts): a Camry is a sedan, a Patrol an SUV.
        const drawn = r.pick(ATTRIBUTES.bodyType.options);
        out.bodyType = carModel ? bodyTypeOf(carModel) : drawn;
        break;
      }
      case 'transmission':
        out.transmission = r.chance(0.9) ? 'automatic' : 'manual';
        break;
      default:
        if (spec.kind === 'choice') out[key] = r.pick(spec.options);
    }
  }
  return out as PostAttributes;
}

/** A home's area from its rooms where the text has them (about 35 m² a room), else by kind. */
function plausibleArea(r: Rand, slug: string, text: string): number {
  const rooms = num(text, /(\d)\s*(?:غرف|BR|bedroom)/i);
  if (rooms && !slug.startsWith('land')) return rooms * r.int(30, 45) + r.int(20, 60);
  if (slug.startsWith('land') || slug === 'farms') return r.int(4, 60) * 100;
  return r.int(80, 400);
}

/** A vehicle is new only with next to no mileage; goods only when the text says so ("فحص دوري جديد" is a used car). */
function conditionOf(r: Rand, slug: string, text: string, mileage: number | undefined): string {
  if (mileage !== undefined) return mileage < 1000 ? 'new' : 'used';
  if (/جديد لم يستخدم|جديد مختوم|brand new|sealed|مختوم/i.test(text)) return 'new';
  return r.pick(slug === 'spare-parts-accessories' ? ['used', 'new'] : ['like_new', 'used', 'used']);
}
