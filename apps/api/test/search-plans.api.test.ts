// Term counts (search_term_stats) and the plans they pick: a refresh counts words and filter
// values, and a word common enough to be walked pages exactly like the planner's own plan,
// including the last, short page where the walk hands over to the GIN plan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPosts, createUser } from '../db/factories/index.ts';
import { planFor, runPlan } from '../src/features/posts/listing/listing.queries.ts';
import { resolveFilters } from '../src/features/posts/listing/listing.service.ts';
import {
  refreshSearchStats,
  refreshSearchStatsIfStale,
  searchStats,
} from '../src/features/posts/listing/search-stats.ts';
import { reference } from '../src/domain/reference.ts';
import { buildTestApp, client, type TestApp } from './harness.ts';

let t: TestApp;
let user: string;
const WORD = 'زنبقيات';
// Above the 50 ads a word needs to be counted, and (on the database the other files share) at
// least as many as are already there: a walk is chosen by the word's share of all ads.
let ADS = 60;
const FLOOR_WORD = 'qoppafloor';

beforeAll(async () => {
  // A database of its own: the counts and "a fresh count is not redone" are the whole table's, and
  // another file's ads (side by side on PostgreSQL, or left before it on a worker's embedded
  // database) made the count stale under the test (it failed once in a full embedded run).
  t = await buildTestApp({ ownDatabase: true });
  const [existing] = await t.db.query<{ n: number }>('select count(*)::int as n from posts');
  ADS = Math.max(ADS, existing!.n);
  user = (await createUser(t.db)).id;
  const now = Date.now();
  await createPosts(
    t.db,
    Array.from({ length: ADS }, (_, i) => ({
      userId: user,
      title: `${WORD} ${i}`,
      category: i % 2 ? 'cars-for-sale' : 'home-appliances',
      // Ties on created_at in pairs: the cursor must still order them by id.
      createdAt: new Date(now - Math.floor(i / 2) * 60_000),
    })),
  );
  await createPosts(
    t.db,
    Array.from({ length: 25 }, (_, i) => ({ userId: user, title: `${FLOOR_WORD} ${i}` })),
  );
  await refreshSearchStats(t.db);
  // A word the term counts put at 9,000 ads, though the table holds 25 of them: what a first page
  // says of its count shows whether the matches were counted or the term counts were taken.
  await t.db.query(
    `insert into search_term_stats (word, ndoc, refreshed_at) values ($1, 9000, now())
     on conflict (word) do update set ndoc = excluded.ndoc`,
    [FLOOR_WORD],
  );
});
afterAll(() => t?.close());

describe('search_term_stats', () => {
  it('counts the word, the ads and the filter values; a fresh count is not redone', async () => {
    const stats = await searchStats(t.db);
    expect(stats.counts.get(WORD)).toBe(ADS);
    expect(stats.total).toBeGreaterThanOrEqual(ADS);
    const cars = (await reference(t.db.orm)).categories;
    const carsId = [...cars.values()].find((c) => c.slug === 'cars-for-sale')!.id;
    expect(stats.counts.get(`#cat:${carsId}`)).toBeGreaterThanOrEqual(ADS / 2);
    expect(await refreshSearchStatsIfStale(t.db)).toBe(false);
  });
});

describe('the result count of a common word alone', () => {
  const found = async (query: string) => {
    const res = await client(t.app)({ method: 'GET', url: `/api/post/cursor?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { found?: { count: number; more: boolean } }).found;
  };

  it('is "1,000+" from the term counts, without reading its matches (docs/decisions/0074)', async () => {
    expect(await found(`search=${FLOOR_WORD}`)).toEqual({ count: 1000, more: true });
  });

  it('is counted when another filter or a price order narrows it', async () => {
    expect(await found(`search=${FLOOR_WORD}&sort=price_asc`)).toEqual({ count: 25, more: false });
    expect(await found(`search=${FLOOR_WORD}&categoryId=mobile-phones`)).toEqual({
      count: 25,
      more: false,
    });
  });
});

describe('a common word', () => {
  it('is walked, and pages exactly like the planner plan (cursor, last short page)', async () => {
    const ref = await reference(t.db.orm);
    const q = { search: WORD, sort: 'newest' as const, limit: 21 };
    const filters = resolveFilters(ref, q, null)!;
    const plan = await planFor(t.db, { filters, sort: 'newest', after: undefined, limit: 22 });
    expect(plan.mode).toBe('walk');
    const expected = (
      await runPlan(t.db, { filters, sort: 'newest', after: undefined, limit: ADS + 1 }, { mode: 'plain' })
    ).map((r) => r.id);
    expect(expected).toHaveLength(ADS);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await client(t.app)({
        method: 'GET',
        url: `/api/post/cursor?limit=21&sort=newest&search=${encodeURIComponent(WORD)}${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { items: { _id: string }[]; nextCursor: string | null };
      seen.push(...body.items.map((i) => i._id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });
});
