// Reference rows for the 1M-ad benchmark seed, as temp tables: realistic ad texts (from the demo
// generators, with their search documents built by the app's own searchDocument), places, sellers,
// and a few pictures per category, drawn for the first texts of each (docs/decisions/0036-demo-pictures.md).
import type { Connection } from '../../../src/db/client.ts';
import { postSearchDocument, type StoredImage } from '../../../src/features/posts/posts.public.ts';
import type { Reference } from '../../../src/domain/reference.ts';
import { carAd, seededRandom } from '../demo/ad-texts.ts';
import { MAKERS } from '../demo/ad-makers.ts';
import { demoDetails } from '../demo/ad-details.ts';
import { type Item, itemOf } from '../demo/items.ts';

const POOL = 6000;
/** Pictures per category, shared by its ads; cars get more (a sixth of the ads, many body styles). */
const picturesFor = (slug: string) => (slug === 'cars-for-sale' ? 16 : 6);
const BIG = new Set(['Riyadh', 'Jeddah', 'Dammam', 'Makkah', 'Madinah', 'Dubai', 'Abu Dhabi', 'Sharjah']);

async function fill(conn: Connection, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const params: unknown[] = [];
    const tuples = chunk.map((r) => `(${r.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`);
    await conn.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}

export async function createPools(
  conn: Connection,
  ref: Reference,
  userIds: string[],
  drawPictures: (items: Item[]) => Promise<StoredImage[]>,
) {
  const r = seededRandom(1_000_000);
  const children = [...ref.categories.values()].filter((c) => c.parentId);
  const bySlug = new Map(children.map((c) => [c.slug, c]));
  const cars = [...ref.carModels.values()];
  const slugs = [...Object.keys(MAKERS), 'cars-for-sale', 'cars-for-sale', 'cars-for-sale'];
  await conn.exec(`
    create temp table bench_pool (n int primary key, title text, description text, price_minor bigint,
      category_id uuid, category_root_id uuid, car_model text, attributes jsonb, doc text);
    create temp table bench_places (n int primary key, country_code text, state_code text, city_id int, doc text);
    create temp table bench_users (n int primary key, id uuid);
    create temp table bench_images (category_id uuid, k int, of int, thumbnail_key text, card_key text, full_key text,
      width int, height int, primary key (category_id, k));`);
  const pool: unknown[][] = [];
  const sampled = new Map<string, Item[]>();
  for (let n = 0; n < POOL; n++) {
    const slug = r.pick(slugs);
    const cat = bySlug.get(slug) ?? bySlug.get('miscellaneous')!;
    const lang = r.chance(0.7) ? 'ar' : 'en';
    const car = slug === 'cars-for-sale' ? r.pick(cars) : undefined;
    const ad = car ? carAd(r, lang, { make: car.make, model: car }) : MAKERS[slug]!(r, lang);
    const items = sampled.get(cat.id) ?? [];
    if (items.length < picturesFor(slug)) sampled.set(cat.id, [...items, itemOf(slug, ad, car?.slug)!]);
    const placement = { categoryId: cat.id, categoryRootId: cat.parentId!, carModel: car?.slug ?? null };
    const parent = ref.categories.get(cat.parentId!)!;
    const attributes = demoDetails(seededRandom(n + 1), cat.slug, parent.slug, ad, car?.slug);
    // The place part of the document is added per row in SQL (bench_places.doc).
    const doc = postSearchDocument(ref, {
      ...placement,
      countryCode: '',
      stateCode: '',
      cityId: null,
      ...ad,
      attributes,
    });
    pool.push([
      n,
      ad.title,
      ad.description,
      ad.price * 100,
      cat.id,
      cat.parentId,
      car?.slug ?? null,
      JSON.stringify(attributes),
      doc,
    ]);
  }
  await fill(
    conn,
    'bench_pool',
    [
      'n',
      'title',
      'description',
      'price_minor',
      'category_id',
      'category_root_id',
      'car_model',
      'attributes',
      'doc',
    ],
    pool,
  );
  // Big cities carry most ads (Riyadh, Jeddah, Dubai…): each counts 20 times in the draw.
  const all = [...ref.cities.values()];
  const weighted = [...all, ...all.filter((c) => BIG.has(c.en)).flatMap((c) => Array<typeof c>(20).fill(c))];
  const places = weighted.map((c, n) => {
    const state = ref.states.get(c.stateCode)!;
    const country = ref.countries.get(state.countryCode)!;
    const doc = postSearchDocument(ref, {
      title: '',
      description: [country.en, country.ar, state.en, state.ar, c.en, c.ar].join(' '),
      categoryId: '',
      categoryRootId: '',
      carModel: null,
      attributes: {},
      countryCode: '',
      stateCode: '',
      cityId: null,
    });
    return [n, state.countryCode, state.code, c.id, doc];
  });
  await fill(conn, 'bench_places', ['n', 'country_code', 'state_code', 'city_id', 'doc'], places);
  await fill(
    conn,
    'bench_users',
    ['n', 'id'],
    userIds.map((id, n) => [n, id]),
  );
  const categories = [...sampled.entries()];
  const images = await drawPictures(categories.flatMap(([, items]) => items));
  let at = 0;
  const rows = categories.flatMap(([categoryId, items]) =>
    items.map((_, k) => {
      const i = images[at++]!;
      return [categoryId, k, items.length, i.thumbnailKey, i.cardKey, i.fullKey, i.width, i.height];
    }),
  );
  await fill(
    conn,
    'bench_images',
    ['category_id', 'k', 'of', 'thumbnail_key', 'card_key', 'full_key', 'width', 'height'],
    rows,
  );
  return { pool: POOL, places: places.length, users: userIds.length };
}
