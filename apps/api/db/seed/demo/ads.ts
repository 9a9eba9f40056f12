// Demo marketplace for development: ~50 sellers and ~2,000 bilingual ads across categories and
// cities, each with pictures of what it sells and a plausible price (pictures/, prices.ts;
// docs/decisions/0036-demo-pictures.md). Idempotent: skipped when the demo sellers already exist.
import { like } from 'drizzle-orm';
import type { Config } from '../../../src/config.ts';
import { users } from '../../../src/db/schema.ts';
import { reference } from '../../../src/domain/reference.ts';
import { createPosts, createUser, type DbLike, type PostOverrides } from '../../factories/index.ts';
import { AD_LIFETIME_DAYS_DEFAULT } from '@souqna/contracts';
import { carAd, seededRandom } from './ad-texts.ts';
import { MAKERS } from './ad-makers.ts';
import { itemOf } from './items.ts';
import { seedAdPictures } from './pictures/seed-pictures.ts';
import type { PlannedAd } from './pictures/plan.ts';
import type { PictureProgress } from './pictures/store.ts';
import { plausiblePrice } from './prices.ts';
import { sellerName } from './names.ts';
import { demoDetails } from './ad-details.ts';

/** The demo sellers' addresses, as a LIKE pattern. */
export const SELLER_EMAILS = 'seller-%@demo.souqna.dev';
/**
 * The demo marketplace's size; every ad has pictures of its own unless `photos` caps how many are
 * drawn (the API tests seed a smaller marketplace sharing a few: drawing takes tens of seconds).
 */
export const DEMO_SIZE: { sellers: number; ads: number; photos?: number } = { sellers: 50, ads: 2000 };
const SEED = 20_26;
const BIG_CITIES = [
  'Riyadh',
  'Jeddah',
  'Dammam',
  'Makkah',
  'Madinah',
  'Al Khobar',
  'Dubai',
  'Abu Dhabi',
  'Sharjah',
  'Al Ain',
  'Ajman',
];
const POPULAR_MAKES = [
  'toyota',
  'hyundai',
  'nissan',
  'kia',
  'lexus',
  'chevrolet',
  'gmc',
  'ford',
  'mercedes-benz',
  'bmw',
  'honda',
  'mazda',
];

export async function seedDemoAds(
  dbLike: DbLike,
  config: Pick<Config, 'uploadsDir' | 's3'>,
  size = DEMO_SIZE,
  progress?: PictureProgress,
): Promise<number> {
  const db = dbLike.orm;
  const existing = await db.select({ id: users.id }).from(users).where(like(users.email, SELLER_EMAILS));
  if (existing.length >= size.sellers) return 0;
  const r = seededRandom(SEED);
  const ref = await reference(db);
  const sellers = [];
  for (let i = existing.length; i < size.sellers; i++) {
    const n = String(i + 1).padStart(2, '0');
    // Three sellers in four confirmed their number with a code (the ad page's badge).
    const phoneVerifiedAt = i % 4 === 3 ? null : new Date();
    const email = `seller-${n}@demo.souqna.dev`;
    // They joined before their oldest ad (120 days back at most), so they are old enough to rate
    // each other (the demo reviews, reviews.ts); no random draw, the ads stay as they were.
    const createdAt = new Date(Date.now() - (150 + 3 * i) * 86_400_000);
    sellers.push(await createUser(dbLike, { email, phoneVerifiedAt, createdAt, ...sellerName(i) }));
  }
  const ids = [...existing.map((e) => e.id), ...sellers.map((s) => s.id)];
  const cars = POPULAR_MAKES.flatMap((slug) => (ref.makeModels.get(slug) ?? []).slice(0, 6)).map((slug) =>
    ref.carModels.get(slug)!,
  );
  const cities = [...ref.cities.values()];
  // Most ads come from the big cities, as on any Gulf marketplace.
  const bigCities = cities.filter((c) => BIG_CITIES.includes(c.en));
  const slugs = ['cars-for-sale', 'cars-for-sale', 'cars-for-sale', ...Object.keys(MAKERS)];
  const now = Date.now();
  // Half the sellers show their verified number on their ads (call and WhatsApp on the ad page):
  // those who confirmed it, but one in three of them who keep to chat (docs/decisions/0053).
  const showing = new Set(ids.filter((_, i) => i % 4 !== 3 && i % 4 !== 2));
  const ads: PostOverrides[] = [];
  const planned: PlannedAd[] = [];
  for (let i = 0; i < size.ads; i++) {
    const category = r.pick(slugs);
    const lang = r.chance(0.7) ? 'ar' : 'en';
    const car = category === 'cars-for-sale' ? r.pick(cars) : undefined;
    const ad = car ? carAd(r, lang, { make: car.make, model: car }) : MAKERS[category]!(r, lang);
    const city = r.chance(0.55) ? r.pick(bigCities) : r.pick(cities);
    const country = ref.states.get(city.stateCode)!.countryCode as 'SA' | 'AE';
    const item = itemOf(category, ad, car?.slug);
    if (!item) throw new Error(`demo seed: category ${category} has no picture family (items.ts)`);
    const place = { country, state: city.stateCode, city: city.en };
    // Its own random: the details never shift the other draws.
    const parentSlug = category.startsWith('cars') ? 'vehicles' : parentOf(ref, category);
    ads.push({
      ...ad,
      // Priced from what is sold and where (prices.ts), with a random source of its own.
      price: plausiblePrice({ ...item, ...place, rng: seededRandom(SEED * 10_000 + i) }),
      userId: r.pick(ids),
      category,
      carModel: car?.slug ?? null,
      attributes: demoDetails(seededRandom(i + 1), category, parentSlug, ad, car?.slug),
      state: city.stateCode,
      city: city.en,
      currncy: country === 'SA' ? 'SAR' : 'AED',
      showPrice: r.chance(0.9),
      createdAt: new Date(now - r.int(0, 120 * 24 * 60) * 60_000 - i),
    });
    // How many photos the seller took, then one draw per photo as when they were picked from a
    // shared set: `r` draws as before, so every ad keeps its text, place and date.
    const taken = r.int(1, 4);
    for (let k = 0; k < taken; k++) r.chance(0);
    planned.push({ item, createdAt: ads[i]!.createdAt!, taken });
    Object.assign(ads[i]!, {
      showPhone: showing.has(ads[i]!.userId!),
      ...demoTerm(ads[i]!.createdAt!, i, now),
    });
  }
  const pictures = await seedAdPictures(config, planned, SEED, size.photos, progress);
  await createPosts(
    dbLike,
    ads.map((ad, i) => ({ ...ad, images: pictures[i] })),
  );
  return size.ads;
}

const TERM_MS = AD_LIFETIME_DAYS_DEFAULT * 86_400_000;

/**
 * A demo ad's term (docs/product/listings-and-search.md#expiry-renewal-and-refresh): its seller
 * renewed it every period since it was posted, so it is live with the end of its current period
 * ahead (some within the 3-day notice); but one ad in 50 older than a period was left to expire,
 * and shows on its seller's own page to renew. No random draw: the other draws stay as they were.
 */
function demoTerm(createdAt: Date, i: number, now: number): Pick<PostOverrides, 'expiresAt' | 'expiredAt'> {
  const age = now - createdAt.getTime();
  if (i % 50 === 7 && age > TERM_MS)
    return {
      expiresAt: new Date(createdAt.getTime() + TERM_MS),
      expiredAt: new Date(createdAt.getTime() + TERM_MS),
    };
  const periods = Math.max(1, Math.ceil(age / TERM_MS));
  return { expiresAt: new Date(createdAt.getTime() + periods * TERM_MS) };
}

function parentOf(ref: Awaited<ReturnType<typeof reference>>, slug: string): string {
  const cat = [...ref.categories.values()].find((c) => c.slug === slug);
  return (cat?.parentId && ref.categories.get(cat.parentId)?.slug) || '';
}
