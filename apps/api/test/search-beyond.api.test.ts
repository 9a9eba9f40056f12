// Beyond spelling, measured (docs/product/listings-and-search.md#beyond-spelling): a corpus of
// Saudi and Emirati ads and the queries shoppers type, per phenomenon, through the real listing
// call; recall and precision per phenomenon must stay above their floors. The table is printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPosts, createUser } from '../db/factories/index.ts';
import { buildTestApp, client, type TestApp } from './harness.ts';
import { CORPUS_ADS } from './fixtures/search-corpus-ads.ts';
import { CORPUS_QUERIES, type Phenomenon } from './fixtures/search-corpus-queries.ts';

let t: TestApp;
const keyOf = new Map<string, string>();
beforeAll(async () => {
  // A database of its own: the corpus is every ad searched, and the words' counts are its own.
  t = await buildTestApp({ ownDatabase: true });
  const user = (await createUser(t.db)).id;
  const rows = await createPosts(
    t.db,
    CORPUS_ADS.map((a) => ({ userId: user, title: a.title, category: a.category })),
  );
  rows.forEach((r, i) => keyOf.set(r.id, CORPUS_ADS[i]!.key));
});
afterAll(() => t?.close());

async function search(text: string) {
  const res = await client(t.app)({
    method: 'GET',
    url: `/api/post/cursor?limit=100&search=${encodeURIComponent(text)}`,
  });
  expect(res.statusCode).toBe(200);
  const page = res.json() as { items: { _id: string }[]; didYouMean?: string | null; corrected?: boolean };
  return {
    found: page.items.map((i) => keyOf.get(i._id)!),
    didYouMean: page.didYouMean,
    corrected: page.corrected,
  };
}

/**
 * Floors per phenomenon: what the corpus measured when written (docs/product/listings-and-search.md#beyond-spelling),
 * less a margin. Most ads found beyond those expected come from category names in the document
 * (every vehicle ad carries "سيارات ومركبات", every home ad "Home & furniture"), as before.
 */
const FLOORS: Record<Phenomenon, { recall: number; precision: number }> = {
  plurals: { recall: 0.95, precision: 0.7 },
  dialect: { recall: 0.95, precision: 0.8 },
  typo: { recall: 0.95, precision: 0.6 },
  latin: { recall: 0.95, precision: 0.7 },
  english: { recall: 0.95, precision: 0.85 },
  'model numbers': { recall: 0.95, precision: 0.95 },
};

describe('beyond spelling: the corpus', () => {
  it('recall and precision per phenomenon stay above their floors', async () => {
    const totals = new Map<Phenomenon, { hit: number; expected: number; found: number; queries: number }>();
    const misses: string[] = [];
    for (const c of CORPUS_QUERIES) {
      const { found } = await search(c.query);
      const hit = found.filter((k) => c.expect.includes(k)).length;
      const s = totals.get(c.phenomenon) ?? { hit: 0, expected: 0, found: 0, queries: 0 };
      totals.set(c.phenomenon, {
        hit: s.hit + hit,
        expected: s.expected + c.expect.length,
        found: s.found + found.length,
        queries: s.queries + 1,
      });
      const missing = c.expect.filter((k) => !found.includes(k));
      const extra = found.filter((k) => !c.expect.includes(k));
      if (missing.length || extra.length)
        misses.push(`${c.query}: missing [${missing.join(', ')}], extra [${extra.join(', ')}]`);
    }
    const rows = [...totals].map(([p, s]) => ({
      p,
      queries: s.queries,
      recall: s.hit / s.expected,
      precision: s.found ? s.hit / s.found : 1,
    }));
    console.log(
      [
        '| phenomenon | queries | recall | precision |',
        '|---|---|---|---|',
        ...rows.map((r) => `| ${r.p} | ${r.queries} | ${r.recall.toFixed(2)} | ${r.precision.toFixed(2)} |`),
        '',
        ...misses,
      ].join('\n'),
    );
    for (const r of rows) {
      expect(r.recall, `${r.p} recall`).toBeGreaterThanOrEqual(FLOORS[r.p].recall);
      expect(r.precision, `${r.p} precision`).toBeGreaterThanOrEqual(FLOORS[r.p].precision);
    }
  });
});

describe('one typing mistake', () => {
  it('a word in no ad is searched as its correction, and the answer says so', async () => {
    const { found, didYouMean, corrected } = await search('تلاجة');
    expect(found.sort()).toEqual(['fridge', 'fridge2', 'fridge3']);
    expect({ didYouMean, corrected }).toEqual({ didYouMean: 'ثلاجه', corrected: true });
  });
  it('a word in one ad keeps its own results; the correction is only proposed', async () => {
    const { found, didYouMean, corrected } = await search('بطانية');
    expect(found).toEqual(['blanket']);
    expect({ didYouMean, corrected }).toEqual({ didYouMean: 'بطاريه', corrected: false });
  });
  it('short words and words with no close word in enough ads are left alone', async () => {
    expect((await search('كنبت')).didYouMean ?? null).toBeNull();
    expect(await search('qwxyzv')).toEqual({ found: [], didYouMean: null, corrected: undefined });
  });
  it('the vocabulary follows the ads as they are written and deleted', async () => {
    const user = (await createUser(t.db)).id;
    const saffron = await createPosts(
      t.db,
      ['زعفران إيراني', 'زعفران نقي', 'زعفران سرقول'].map((title) => ({
        userId: user,
        title,
        category: 'dates-food',
      })),
    );
    const ads = async () =>
      (await t.db.query<{ ads: number }>("select ads from search_words where word = 'زعفران'"))[0]?.ads;
    expect(await ads()).toBe(3);
    expect((await search('زعفرن')).didYouMean).toBe('زعفران');
    await t.db.query('delete from posts where id = any($1::uuid[])', [saffron.map((p) => p.id)]);
    expect(await ads()).toBe(0);
  });
});
