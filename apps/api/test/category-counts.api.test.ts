// GET /api/category/counts (docs/product/listings-and-search.md#category-counts): ads for sale per
// category, make and model; sold ads leave the counts; the answer is kept and refreshed behind the
// readers after a write through the API (docs/decisions/0047-browse-by-category.md). The
// database may be shared with other files, so each test reads differences on a rare model.
import type { CategoryCounts } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPost, createUser } from '../db/factories/index.ts';
import { buildTestApp, client, type TestApp } from './harness.ts';
import { categoryId, publishPost } from './support/posts.ts';

let fresh: TestApp;
let kept: TestApp;
beforeAll(async () => {
  fresh = await buildTestApp();
  kept = await buildTestApp({ env: { LISTING_COUNT_SECONDS: '60' } });
});
afterAll(async () => {
  await fresh?.close();
  await kept?.close();
});

async function counts(t: TestApp): Promise<CategoryCounts> {
  const res = await client(t.app)({ method: 'GET', url: '/api/category/counts' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const MODEL = 'toyota-crown';

describe('category counts', () => {
  it('counts ads for sale per child, parent, make and model, and leaves sold ads out', async () => {
    const t = fresh;
    const cars = await categoryId(t.db, 'cars-for-sale');
    const plates = await categoryId(t.db, 'number-plates');
    const vehicles = await categoryId(t.db, 'vehicles');
    const before = await counts(t);
    const seller = await createUser(t.db);
    const crown = { userId: seller.id, category: 'cars-for-sale', carModel: MODEL };
    const [, sold] = [await createPost(t.db, crown), await createPost(t.db, crown)];
    await createPost(t.db, { userId: seller.id, category: 'number-plates' });
    await t.db.query('update posts set sold_at = now(), sale_price_minor = price_minor where id = $1', [
      sold.id,
    ]);
    const after = await counts(t);
    const grew = (pick: (c: CategoryCounts) => number | undefined) =>
      (pick(after) ?? 0) - (pick(before) ?? 0);
    expect(grew((c) => c.models[MODEL])).toBe(1);
    expect(grew((c) => c.makes.toyota)).toBe(1);
    expect(grew((c) => c.categories[cars])).toBe(1);
    expect(grew((c) => c.categories[plates])).toBe(1);
    expect(grew((c) => c.categories[vehicles])).toBe(2);
    // A parent counts exactly its children.
    const tree = (await client(t.app)({ method: 'GET', url: '/api/category/tree' })).json() as {
      id: string;
      children: { id: string }[];
    }[];
    for (const parent of tree) {
      const sum = parent.children.reduce((n, c) => n + (after.categories[c.id] ?? 0), 0);
      expect(after.categories[parent.id] ?? 0).toBe(sum);
    }
  });

  it('is kept until an ad is posted through the API, then refreshed behind the reader', async () => {
    const t = kept;
    const seller = await createUser(t.db);
    const first = (await counts(t)).models[MODEL] ?? 0;
    // Written behind the server's back: the kept answer does not see it.
    await createPost(t.db, { userId: seller.id, category: 'cars-for-sale', carModel: MODEL });
    expect((await counts(t)).models[MODEL] ?? 0).toBe(first);
    const posted = await publishPost(t, seller.id, {
      categoryId: await categoryId(t.db, 'cars-for-sale'),
      carModel: MODEL,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    // Marked stale, but read again no sooner than half its age (30 s) after the last read.
    expect((await counts(t)).models[MODEL] ?? 0).toBe(first);
    // 31 s on (only the clock moves, before the age of 60 s): this reader still gets the old
    // counts and starts the one refresh, which has both ads.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    try {
      expect((await counts(t)).models[MODEL] ?? 0).toBe(first);
    } finally {
      vi.useRealTimers();
    }
    await expect
      .poll(async () => (await counts(t)).models[MODEL] ?? 0, { timeout: 5_000, interval: 100 })
      .toBe(first + 2);
  });
});

describe('the listing by make', () => {
  it('lists a make, a model of the make, and nothing for a model of another make', async () => {
    const t = fresh;
    const seller = await createUser(t.db);
    const ad = await createPost(t.db, { userId: seller.id, category: 'cars-for-sale', carModel: MODEL });
    const ids = async (query: string) => {
      const res = await client(t.app)({
        method: 'GET',
        url: `/api/post/cursor?userId=${seller.id}&${query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { items: { _id: string }[] }).items.map((p) => p._id);
    };
    expect(await ids('carMake=toyota')).toEqual([ad.id]);
    expect(await ids(`carMake=toyota&carModel=${MODEL}`)).toEqual([ad.id]);
    expect(await ids(`carMake=nissan&carModel=${MODEL}`)).toEqual([]);
    expect(await ids('carMake=nissan')).toEqual([]);
    expect(await ids('carMake=no-such-make')).toEqual([]);
  });

  it('keeps the ads vacuumed after 2 % of them change, so the counts read the indexes alone', async () => {
    // A default autovacuum waits for a fifth of the table: the visibility map the index-only scans
    // need went stale over a day's expiry notices (0033_posts_vacuumed_sooner.sql).
    const rows = await fresh.db.query<{ reloptions: string[] | null }>(
      "select reloptions from pg_class where oid = 'posts'::regclass",
    );
    expect(rows[0]?.reloptions).toEqual(
      expect.arrayContaining([
        'autovacuum_vacuum_scale_factor=0.02',
        'autovacuum_vacuum_insert_scale_factor=0.02',
      ]),
    );
  });
});
