// Search precision (docs/decisions/0045-search-precision.md): names match whole, in either script,
// written together or apart, with or without an article or particle; a name and a word a letter
// or two away never find each other; best match is the default order of a search with words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createPosts, createUser } from '../db/factories/index.ts';
import { RANK_CAP } from '../src/features/posts/listing/best-match.ts';
import { buildTestApp, client, expectError, type TestApp } from './harness.ts';

let t: TestApp;
let user: string;
const ids: Record<string, string> = {};
const ADS: Record<string, Parameters<typeof createPost>[1]> = {
  petrol: { title: 'هوندا أكورد بنزين اقتصادية', category: 'cars-for-sale' },
  petrolTank: { title: 'خزان بنزين احتياطي ٢٠ لتر', category: 'spare-parts-accessories' },
  mercedesAr: { title: 'مرسيدس E200 موديل 2019', category: 'cars-for-sale' },
  mercedesEn: { title: 'Mercedes-Benz C200 full option', category: 'cars-for-sale' },
  benz: { title: 'بنز S500 نظيف جدا', category: 'cars-for-sale' },
  mercedesFiled: {
    title: 'سيارة عائلية نظيفة',
    category: 'cars-for-sale',
    carModel: 'mercedes-benz-e-class',
  },
  lcApart: { title: 'Land Cruiser GXR 2021', category: 'cars-for-sale' },
  lcArApart: { title: 'لاند كروزر ٢٠٢٠ فل', category: 'cars-for-sale' },
  lcArJoined: { title: 'لاندكروزر VXR للبيع', category: 'cars-for-sale' },
  lcJoined: { title: 'LandCruiser 2015 GCC', category: 'cars-for-sale' },
  iphoneAr: { title: 'ايفون 15 برو', category: 'mobile-phones' },
  iphoneEn: { title: 'iPhone 14 Pro Max', category: 'mobile-phones' },
  iphoneArticle: { title: 'الايفون 13 بحالة ممتازة', category: 'mobile-phones' },
  camry: { title: 'تويوتا كامري ٢٠١٨', category: 'cars-for-sale' },
  camera: { title: 'كامرة مراقبة خارجية', category: 'cameras' },
  geely: { title: 'جيلي كولراي ٢٠٢٣', category: 'cars-for-sale' },
  generation: { title: 'بلايستيشن الجيل الخامس', category: 'video-games-consoles' },
  jazz: { title: 'هوندا جاز ٢٠١٢', category: 'cars-for-sale' },
  jazan: { title: 'شقة للإيجار في جازان', category: 'apartments-for-rent' },
  patrol: { title: 'نيسان باترول ٢٠٢٢', category: 'cars-for-sale' },
  petroleum: { title: 'مضخة بترول للمزارع', category: 'spare-parts-accessories' },
  ram: { title: 'دودج رام ١٥٠٠', category: 'cars-for-sale' },
  rami: { title: 'ساعة رامي الأصلية', category: 'watches' },
  kia: { title: 'كيا سبورتاج', category: 'cars-for-sale' },
  entity: { title: 'كيان تجاري للتنازل', category: 'business-industrial' },
};

beforeAll(async () => {
  t = await buildTestApp();
  user = (await createUser(t.db)).id;
  for (const [key, o] of Object.entries(ADS)) ids[key] = (await createPost(t.db, { userId: user, ...o })).id;
});
afterAll(() => t?.close());

const found = async (search: string) => {
  const res = await client(t.app)({
    method: 'GET',
    url: `/api/post/cursor?userId=${user}&limit=100&search=${encodeURIComponent(search)}`,
  });
  expect(res.statusCode).toBe(200);
  return res
    .json()
    .items.map((i: { _id: string }) => Object.keys(ids).find((k) => ids[k] === i._id))
    .sort();
};

describe('names match whole', () => {
  const mercedes = ['benz', 'mercedesAr', 'mercedesEn', 'mercedesFiled'];
  it.each([
    ['مرسيدس', mercedes],
    ['mercedes', mercedes],
    ['بنز', mercedes],
    ['Mercedes-Benz', mercedes],
    ['بنزين', ['petrol', 'petrolTank']],
    ['land cruiser', ['lcApart', 'lcArApart', 'lcArJoined', 'lcJoined']],
    ['لاند كروزر', ['lcApart', 'lcArApart', 'lcArJoined', 'lcJoined']],
    ['لاندكروزر', ['lcApart', 'lcArApart', 'lcArJoined', 'lcJoined']],
    ['landcruiser', ['lcApart', 'lcArApart', 'lcArJoined', 'lcJoined']],
    ['ايفون', ['iphoneAr', 'iphoneArticle', 'iphoneEn']],
    ['الايفون', ['iphoneAr', 'iphoneArticle', 'iphoneEn']],
    ['بالايفون', ['iphoneAr', 'iphoneArticle', 'iphoneEn']],
    ['iphone', ['iphoneAr', 'iphoneArticle', 'iphoneEn']],
  ])('%s', async (search, expected) => {
    expect(await found(search)).toEqual(expected);
  });
});

describe('confusable pairs never find each other', () => {
  it.each([
    ['كامري', 'camry', 'كامرة', 'camera'],
    ['جيلي', 'geely', 'الجيل', 'generation'],
    ['جاز', 'jazz', 'جازان', 'jazan'],
    ['باترول', 'patrol', 'بترول', 'petroleum'],
    ['رام', 'ram', 'رامي', 'rami'],
    ['كيا', 'kia', 'كيان', 'entity'],
  ])('%s (%s) / %s (%s)', async (a, adA, b, adB) => {
    expect(await found(a)).toEqual([adA]);
    expect(await found(b)).toEqual([adB]);
  });
});

type Card = { _id: string };
const pages = async (query: string, limit: number) => {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await client(t.app)({
      method: 'GET',
      url: `/api/post/cursor?limit=${limit}&${query}${cursor ? `&cursor=${cursor}` : ''}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Card[]; nextCursor: string | null };
    seen.push(...body.items.map((i) => i._id));
    cursor = body.nextCursor;
  } while (cursor);
  return seen;
};

describe('best match', () => {
  const WORD = 'قرنفليات';
  const ADS = RANK_CAP + 30;
  let ads: { id: string; strong: boolean; at: number }[] = [];
  beforeAll(async () => {
    const now = Date.now();
    const list = Array.from({ length: ADS }, (_, i) => ({
      // Every seventh ad says the word three times: it ranks above the others.
      strong: i % 7 === 3,
      // Ties on created_at in pairs: the order falls back to the id.
      at: now - Math.floor(i / 2) * 60_000,
    }));
    const rows = await createPosts(
      t.db,
      list.map((a, i) => ({
        userId: user,
        title: a.strong ? `${WORD} ${WORD} ${i}` : `إعلان ${i} ${WORD}`,
        description: a.strong ? `${WORD} أصلية` : 'وصف',
        category: 'home-decor',
        createdAt: new Date(a.at),
      })),
    );
    ads = rows.map((r, i) => ({ id: r.id, ...list[i]! }));
  });

  it('is the default order of a search with words: the better match first, then the newer', async () => {
    const res = await client(t.app)({ method: 'GET', url: `/api/post/cursor?search=${WORD}&limit=5` });
    const first = (res.json() as { items: Card[] }).items.map((i) => i._id);
    const strong = ads.filter((a) => a.strong);
    expect(first).toEqual(strong.slice(0, 5).map((a) => a.id));
  });

  it('an explicit sort wins', async () => {
    const res = await client(t.app)({
      method: 'GET',
      url: `/api/post/cursor?search=${WORD}&sort=newest&limit=3`,
    });
    const newest = [...ads].sort((a, b) => b.at - a.at || (b.id > a.id ? 1 : -1));
    expect((res.json() as { items: Card[] }).items.map((i) => i._id)).toEqual(
      newest.slice(0, 3).map((a) => a.id),
    );
  });

  // 21 a page: one page holds the last ranked matches and the first older ones; RANK_CAP / 2: a
  // page ends exactly on the last ranked match, and the next one starts the older ones.
  it.each([21, RANK_CAP / 2])(
    'pages through every match once, %i a page: the newest RANK_CAP ranked, then the older ones newest first',
    async (limit) => {
      const seen = await pages(`search=${WORD}`, limit);
      expect(seen).toHaveLength(ADS);
      expect(new Set(seen).size).toBe(ADS);
      const byTime = [...ads].sort((a, b) => b.at - a.at || (b.id > a.id ? 1 : -1));
      const ranked = byTime.slice(0, RANK_CAP);
      const key = (a: (typeof ads)[number]) => [a.strong ? 1 : 0, a.at, a.id] as const;
      const expected = [...ranked].sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        return y[0] - x[0] || y[1] - x[1] || (y[2] > x[2] ? 1 : -1);
      });
      expect(seen.slice(0, RANK_CAP)).toEqual(expected.map((a) => a.id));
      expect(seen.slice(RANK_CAP)).toEqual(byTime.slice(RANK_CAP).map((a) => a.id));
    },
  );

  it('a cursor made for another order is refused', async () => {
    const res = await client(t.app)({ method: 'GET', url: `/api/post/cursor?search=${WORD}&limit=5` });
    const cursor = (res.json() as { nextCursor: string }).nextCursor;
    const other = await client(t.app)({
      method: 'GET',
      url: `/api/post/cursor?search=${WORD}&sort=newest&cursor=${cursor}`,
    });
    expectError(other, 'ValidationError');
  });
});
