// Search: the TypeScript and SQL normalisers agree; Arabic spelling variants and the brand/model
// synonyms find the same ads; every search plan answers exactly what the planner's own plan does.
import { normalizeSearchText } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../db/factories/index.ts';
import { refreshSearchDocuments } from '../db/seed/index.ts';
import { reference } from '../src/domain/reference.ts';
import { resolveFilters } from '../src/features/posts/listing/listing.service.ts';
import { runPlan } from '../src/features/posts/listing/listing.queries.ts';
import { buildTestApp, client, type TestApp } from './harness.ts';

let t: TestApp;
// A database of its own: a typing mistake is corrected only to a word in three ads or more
// (decision 0046), so other files' ads would decide what these searches find.
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t?.close());

const TRICKY = [
  'تويوتا كامري ٢٠١٨',
  'أإآٱ ى ة',
  'مُسْتَعْمَلَةٌ بِحَالَةٍ مُمْتَازَة',
  'تـــويوتا',
  'Toyota CAMRY!! (2018)',
  'café-Über/ÅSA',
  'iPhone 15 Pro Max (256GB) — ٣٥٠٠ ريال',
  '۱۲۳ ی ک',
  '😀x😀\t\n',
  '',
  '   ',
  'للإيجار، شقة؟ ٣ غرف + صالة',
  'ـ',
  'ٰالرحمٰن',
  "O'Reilly & <script>alert(1)</script>",
];

describe('normalisation', () => {
  it('souqna_normalize (SQL) agrees with normalizeSearchText (TS) on tricky strings', async () => {
    for (const s of TRICKY) {
      const [row] = await t.db.query<{ n: string }>('select souqna_normalize($1) as n', [s]);
      expect(row!.n, JSON.stringify(s)).toBe(normalizeSearchText(s));
    }
  });
});

describe('recall on spelling variants', () => {
  let user: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    user = (await createUser(t.db)).id;
    const ads: [string, Parameters<typeof createPost>[1]][] = [
      ['arCamry', { title: 'تويوتا كامري ٢٠١٨ للبيع', category: 'cars-for-sale' }],
      ['enCamry', { title: 'Toyota Camry 2018 GCC clean', category: 'cars-for-sale' }],
      ['modelOnly', { title: 'سيارة نظيفة جدا', category: 'cars-for-sale', carModel: 'toyota-camry' }],
      ['rent', { title: 'شقة للإيجار في حي الملقا', category: 'apartments-for-rent' }],
      ['harakat', { title: 'ثلاجة مُسْتَعْمَلَة بِحَالَة مُمْتَازَة', category: 'home-appliances' }],
      ['audi', { title: 'أودي A6 موديل 2020', category: 'cars-for-sale' }],
      ['corolla', { title: 'كورولا 2015 بحالة الوكالة', category: 'cars-for-sale' }],
      ['landcruiser', { title: 'لاند كروزر GXR 2021', category: 'cars-for-sale' }],
      ['iphone', { title: 'iPhone 15 Pro Max 256GB', category: 'mobile-phones' }],
      ['galaxy', { title: 'سامسونج جالكسي S24 الترا', category: 'mobile-phones' }],
      ['rolex', { title: 'ساعة روليكس صب مارينر أصلية', category: 'watches' }],
      ['camels', { title: 'إبل مجاهيم للبيع', category: 'camels' }],
      ['bath', { title: 'فيلا ٥ غرف وحمام خارجي', category: 'villas-for-sale' }],
      ['camping', { title: 'خيمة للبر نظيفة', category: 'camping-trips' }],
    ];
    for (const [key, o] of ads) ids[key] = (await createPost(t.db, { userId: user, ...o })).id;
  });

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

  it.each([
    ['تويوتا', ['arCamry', 'enCamry', 'modelOnly']],
    ['toyota', ['arCamry', 'enCamry', 'modelOnly']],
    ['TOYOTA', ['arCamry', 'enCamry', 'modelOnly']],
    ['تيوتا', ['arCamry', 'enCamry', 'modelOnly']],
    ['تـويـوتا', ['arCamry', 'enCamry', 'modelOnly']],
    ['كامري', ['arCamry', 'enCamry', 'modelOnly']],
    ['camry', ['arCamry', 'enCamry', 'modelOnly']],
    ['كامرى', ['arCamry', 'enCamry', 'modelOnly']],
    ['تويوتا كامري ٢٠١٨', ['arCamry', 'enCamry']],
    ['إيجار', ['rent']],
    ['الشقه', ['rent']],
    ['مستعملة', ['harakat']],
    ['بحاله', ['corolla', 'harakat']],
    ['اودي', ['audi']],
    ['audi a6', ['audi']],
    ['كرولا', ['corolla']],
    ['corolla', ['corolla']],
    ['لاندكروزر', ['landcruiser']],
    ['land cruiser', ['landcruiser']],
    // Brands outside vehicles, in both scripts (lib/brand-names.ts); a product line finds only its own.
    ['ايفون', ['iphone']],
    ['آيفون ١٥', ['iphone']],
    ['samsung', ['galaxy']],
    ['galaxy', ['galaxy']],
    ['جلاكسي', ['galaxy']],
    ['rolex', ['rolex']],
    ['رولكس', ['rolex']],
    ['ابل', ['camels']],
    // Particles attached to a word, on either side (و ب ل ف ك, alone and before ال).
    ['حمام', ['bath']],
    ['وحمام', ['bath']],
    ['البر', ['camping']],
    ['خيمة للبر', ['camping']],
    ['بالخيمة', ['camping']],
    [
      '!!!',
      [
        'arCamry',
        'audi',
        'bath',
        'camels',
        'camping',
        'corolla',
        'enCamry',
        'galaxy',
        'harakat',
        'iphone',
        'landcruiser',
        'modelOnly',
        'rent',
        'rolex',
      ],
    ],
  ])('%s', async (search, expected) => {
    expect(await found(search)).toEqual(expected);
  });

  it('every plan (planner, bounded walk, GIN first) answers the same rows', async () => {
    const ref = await reference(t.db.orm);
    const ids = (rows: { id: string }[]) => rows.map((r) => r.id);
    for (const [search, extra] of [
      ['تويوتا', {}],
      ['camry 2018', { categoryId: 'cars-for-sale' }],
      ['إيجار', { sort: 'price_asc' as const }],
    ] as const) {
      const q = { search, userId: user, sort: 'newest' as const, limit: 50, country: 'SA', ...extra };
      const filters = resolveFilters(ref, q, null)!;
      const page = { filters, sort: q.sort, after: undefined, limit: 50 };
      const plain = ids(await runPlan(t.db, page, { mode: 'plain' }));
      expect(plain.length).toBeGreaterThan(0);
      expect(ids(await runPlan(t.db, page, { mode: 'gin' }))).toEqual(plain);
      const lead = 'categoryId' in extra ? 'categoryId' : null;
      expect(ids(await runPlan(t.db, page, { mode: 'walk', lead, walkCap: 4096 }))).toEqual(plain);
      // A capped walk answers the matches among the rows it read: a prefix, never a wrong row.
      const capped = ids(await runPlan(t.db, page, { mode: 'walk', lead, walkCap: 1 }));
      expect(plain.slice(0, capped.length)).toEqual(capped);
    }
  });

  it('documents written by an older builder are rebuilt once, then left alone', async () => {
    await t.db.query("update posts set search_norm = 'فيلا 5 غرف وحمام خارجي' where id = $1", [ids.bath]);
    await t.db.query('update search_document_state set version = 1');
    expect(await found('حمام')).toEqual([]);
    expect(await refreshSearchDocuments(t.db)).toBeGreaterThanOrEqual(1);
    expect(await found('حمام')).toEqual(['bath']);
    expect(await refreshSearchDocuments(t.db)).toBe(0);
  });

  it('an empty result proposes a close known name', async () => {
    const res = await client(t.app)({
      method: 'GET',
      url: `/api/post/cursor?userId=${user}&search=${encodeURIComponent('لاندكروزا')}`,
    });
    expect(res.json().items).toEqual([]);
    expect(res.json().didYouMean).toBeTruthy();
  });
});

describe('GET /api/post/suggest', () => {
  it('known names by prefix, in either language', async () => {
    const ar = await client(t.app)({
      method: 'GET',
      url: `/api/post/suggest?q=${encodeURIComponent('تويو')}`,
    });
    expect(ar.json().items).toContainEqual({ text: 'تويوتا', kind: 'make' });
    const en = await client(t.app)({ method: 'GET', url: '/api/post/suggest?q=cam' });
    expect(en.json().items.map((i: { text: string }) => i.text)).toContain('Camry');
    expect((await client(t.app)({ method: 'GET', url: '/api/post/suggest?q=a' })).json().items).toEqual([]);
  });
});
