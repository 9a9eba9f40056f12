// GET /api/post/cursor: every filter, keyset paging per sort, stability under inserts, blocked authors.
// Each test lists one member's ads (userId) or unique words: in PostgreSQL mode the database is shared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBlock, addFavorite, createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Page = {
  items: { _id: string; price: number | null; title: string; isFavorite?: boolean }[];
  nextCursor: string | null;
};
async function list(
  query: Record<string, string | number>,
  headers: Record<string, string> = {},
): Promise<Page> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await client(t.app)({ method: 'GET', url: `/api/post/cursor?${qs}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function all(query: Record<string, string | number>, headers: Record<string, string> = {}) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await list({ ...query, ...(cursor ? { cursor } : {}) }, headers);
    ids.push(...page.items.map((i) => i._id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

describe('keyset paging', () => {
  it('newest first by default, 21 per page, card shape; newer ads between pages cause no duplicates or gaps', async () => {
    const user = await createUser(t.db);
    const made = [];
    for (let i = 0; i < 25; i++)
      made.push(await createPost(t.db, { userId: user.id, createdAt: at(100 - i) }));
    const first = await list({ userId: user.id });
    expect(first.items).toHaveLength(21);
    // The first page says how many match; the next pages do not count again.
    expect((first as Page & { found?: unknown }).found).toEqual({ count: 25, more: false });
    expect(first.items[0]).toMatchObject({
      _id: made[24]!.id,
      user: { _id: user.id },
      en_country: 'Saudi Arabia',
      currncy: 'SAR',
    });
    expect(first.items[0]).not.toHaveProperty('isFavorite');
    for (let i = 0; i < 3; i++) await createPost(t.db, { userId: user.id }); // newer than everything
    const second = await list({ userId: user.id, cursor: first.nextCursor! });
    const seen = [...first.items, ...second.items].map((i) => i._id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(made.map((p) => p.id).reverse());
    expect(second.nextCursor).toBeNull();
    expect((second as Page & { found?: unknown }).found).toBeUndefined();
  });

  it('same created_at: the id breaks ties; oldest, price_asc and price_desc page through every ad once', async () => {
    const user = await createUser(t.db);
    const when = at(5);
    const prices = [500, 100, 300, 100, 900, 700, 300];
    for (const price of prices) await createPost(t.db, { userId: user.id, createdAt: when, price });
    await createPost(t.db, { userId: user.id, price: 1, showPrice: false });
    expect(await all({ userId: user.id, limit: 2 })).toHaveLength(8);
    expect(await all({ userId: user.id, limit: 3, sort: 'oldest' })).toHaveLength(8);
    const asc = await all({ userId: user.id, limit: 2, sort: 'price_asc' });
    expect(asc).toHaveLength(7); // hidden prices are not sorted on
    const byPrice = async (sort: string) =>
      (await list({ userId: user.id, sort, limit: 100 })).items.map((i) => i.price);
    expect(await byPrice('price_asc')).toEqual([...prices].sort((a, b) => a - b));
    expect(await byPrice('price_desc')).toEqual([...prices].sort((a, b) => b - a));
  });

  it('a bad cursor or one made for another sort → 400 ValidationError on cursor', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < 3; i++) await createPost(t.db, { userId: user.id });
    const page = await list({ userId: user.id, limit: 1 });
    for (const [cursor, sort] of [
      ['garbage', 'newest'],
      [page.nextCursor!, 'price_asc'],
    ]) {
      const res = await client(t.app)({
        method: 'GET',
        url: `/api/post/cursor?cursor=${cursor}&sort=${sort}`,
      });
      expectError(res, 'ValidationError');
      expect(res.json().data.field).toBe('cursor');
    }
    const limit = await client(t.app)({ method: 'GET', url: '/api/post/cursor?limit=101' });
    expectError(limit, 'ValidationError');
  });
});

describe('filters', () => {
  it('categoryId: a parent includes its children; a child only itself; slugs work', async () => {
    const user = await createUser(t.db);
    const car = await createPost(t.db, {
      userId: user.id,
      category: 'cars-for-sale',
      carModel: 'toyota-camry',
    });
    const bike = await createPost(t.db, { userId: user.id, category: 'motorcycles' });
    await createPost(t.db, { userId: user.id, category: 'furniture' });
    const vehicles = (
      await t.db.query<{ id: string }>(`select id from categories where slug = 'vehicles'`)
    )[0]!.id;
    expect((await all({ userId: user.id, categoryId: vehicles })).sort()).toEqual([car.id, bike.id].sort());
    expect(await all({ userId: user.id, categoryId: 'cars-for-sale' })).toEqual([car.id]);
    expect(await all({ userId: user.id, carModel: 'toyota-camry' })).toEqual([car.id]);
    expect(await all({ userId: user.id, carModel: 'toyota' })).toEqual([car.id]); // a make: all its models
    expect(await all({ userId: user.id, carModel: 'no-such-model' })).toEqual([]);
  });

  it('priceRange (shown prices only, Arabic digits ok) and currncy', async () => {
    const user = await createUser(t.db);
    const cheap = await createPost(t.db, { userId: user.id, price: 999 });
    const mid = await createPost(t.db, { userId: user.id, price: 1500, currncy: 'AED' });
    const top = await createPost(t.db, { userId: user.id, price: 2000 });
    await createPost(t.db, { userId: user.id, price: 1500, showPrice: false });
    expect((await all({ userId: user.id, priceRange: '1000-2000' })).sort()).toEqual([mid.id, top.id].sort());
    expect(await all({ userId: user.id, priceRange: '١٠٠٠-١٩٩٩' })).toEqual([mid.id]);
    expect(await all({ userId: user.id, priceRange: '-1000' })).toEqual([cheap.id]);
    expect(await all({ userId: user.id, currncy: 'AED' })).toEqual([mid.id]);
    const bad = await client(t.app)({ method: 'GET', url: '/api/post/cursor?priceRange=abc' });
    expect(bad.json().data.field).toBe('priceRange');
  });

  it('dateFrom / dateTo (a bare date includes that whole day)', async () => {
    const user = await createUser(t.db);
    const jan = await createPost(t.db, { userId: user.id, createdAt: new Date('2025-01-15T22:00:00Z') });
    const feb = await createPost(t.db, { userId: user.id, createdAt: new Date('2025-02-10T08:00:00Z') });
    expect(await all({ userId: user.id, dateTo: '2025-01-15' })).toEqual([jan.id]);
    expect(await all({ userId: user.id, dateFrom: '2025-02-01' })).not.toContain(jan.id);
    expect(await all({ userId: user.id, dateFrom: '2025-01-01', dateTo: '2025-02-10' })).toEqual([
      feb.id,
      jan.id,
    ]);
  });

  it('country / state / city by English or Arabic name; unknown names give an empty page', async () => {
    const user = await createUser(t.db);
    const riyadh = await createPost(t.db, { userId: user.id });
    const jeddah = await createPost(t.db, { userId: user.id, state: 'SA-02', city: 'Jeddah' });
    const marina = await createPost(t.db, {
      userId: user.id,
      state: 'AE-DU',
      city: 'Dubai Marina',
      currncy: 'AED',
    });
    expect((await all({ userId: user.id, country: 'Saudi Arabia' })).sort()).toEqual(
      [riyadh.id, jeddah.id].sort(),
    );
    expect(await all({ userId: user.id, country: 'الإمارات' })).toEqual([marina.id]);
    expect(await all({ userId: user.id, state: 'Makkah' })).toEqual([jeddah.id]);
    expect(await all({ userId: user.id, city: 'جدة' })).toEqual([jeddah.id]);
    expect(await all({ userId: user.id, country: 'Saudi Arabia', state: 'Riyadh', city: 'Riyadh' })).toEqual([
      riyadh.id,
    ]);
    expect(await all({ userId: user.id, city: 'Gotham' })).toEqual([]);
  });
});

describe('the viewer', () => {
  it('isFavorite when signed in; ads of members the viewer blocked are left out (guests still see them)', async () => {
    const viewer = await createUser(t.db);
    const blocked = await createUser(t.db);
    const fine = await createUser(t.db);
    const word = `blk${Date.now().toString(36)}`;
    const hidden = await createPost(t.db, { userId: blocked.id, title: `${word} lamp` });
    const shown = await createPost(t.db, { userId: fine.id, title: `${word} chair` });
    await addBlock(t.db, viewer.id, blocked.id);
    await addFavorite(t.db, viewer.id, shown.id);
    const h = bearer(await tokenFor(viewer.id));
    const mine = await list({ search: word }, h);
    expect(mine.items.map((i) => i._id)).toEqual([shown.id]);
    expect(mine.items[0]!.isFavorite).toBe(true);
    expect((await all({ search: word })).sort()).toEqual([hidden.id, shown.id].sort());
    expect(await all({ userId: blocked.id }, h)).toEqual([]);
  });
});
