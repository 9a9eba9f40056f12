// A member is served the guests' shared listing pages (docs/decisions/0062): with their hearts, their
// own hidden prices, and without the sellers they blocked, each page refilled from the next rows.
// Walked page by page, a member who blocked a seller gets exactly the other sellers' ads, in order,
// once each, with the count to match, as a read for them alone would give.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LISTING_CACHE_SECONDS: '60' } });
});
afterAll(() => t?.close());

type Card = { _id: string; userId: string; title: string; price: number | null; isFavorite?: boolean };
type Page = { items: Card[]; nextCursor: string | null; found?: { count: number } };

async function page(query: string, headers: Record<string, string> = {}) {
  const res = await client(t.app)({ method: 'GET', url: `/api/post/cursor?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

/** Every page of a search, as a reader pages through it. */
async function walk(word: string, headers: Record<string, string> = {}) {
  const cards: Card[] = [];
  const first = await page(`search=${word}&sort=newest&limit=4`, headers);
  let at: Page = first;
  cards.push(...at.items);
  while (at.nextCursor) {
    at = await page(
      `search=${word}&sort=newest&limit=4&cursor=${encodeURIComponent(at.nextCursor)}`,
      headers,
    );
    cards.push(...at.items);
  }
  return { cards, count: first.found?.count };
}

/** 15 ads with one rare word, newest first: seller A's and B's taken in runs, so blocks thin pages. */
async function market() {
  const word = `zq${randomBytes(4).toString('hex')}`;
  const [a, b] = [await createUser(t.db), await createUser(t.db)];
  const owners = [a, a, a, a, a, b, a, a, b, b, a, a, a, a, b];
  const start = Date.now() - 60 * 60_000;
  const ads = [];
  for (const [k, owner] of owners.entries())
    ads.push(
      await createPost(t.db, {
        userId: owner.id,
        title: `${word} item ${k}`,
        createdAt: new Date(start + k * 60_000),
      }),
    );
  return { word, a, b, newestFirst: ads.reverse() };
}

describe('members share the guests’ listing pages', () => {
  it('a member who blocked a seller pages through exactly the others’ ads, in order, with their count', async () => {
    const { word, a, b, newestFirst } = await market();
    const guest = await walk(word);
    expect(guest.cards.map((c) => c._id)).toEqual(newestFirst.map((p) => p.id));
    const viewer = await createUser(t.db);
    const auth = bearer(await tokenFor(viewer.id));
    const block = await client(t.app)({ method: 'POST', url: `/api/blocks/${a.id}`, headers: auth });
    expect(block.statusCode, block.body).toBe(200);
    const mine = await walk(word, auth);
    const others = newestFirst.filter((p) => p.userId === b.id).map((p) => p.id);
    expect(mine.cards.map((c) => c._id)).toEqual(others);
    expect(mine.count).toBe(others.length);
    // Unblocked, the seller's ads are back at once (the member's kept marks are dropped).
    await client(t.app)({ method: 'DELETE', url: `/api/blocks/${a.id}`, headers: auth });
    expect((await walk(word, auth)).cards).toHaveLength(newestFirst.length);
  });

  it('the shared page carries the member’s own hearts, and their own hidden price', async () => {
    const { word, newestFirst } = await market();
    const viewer = await createUser(t.db);
    const auth = bearer(await tokenFor(viewer.id));
    const liked = newestFirst[1]!.id;
    const toggle = async () => {
      const fav = await client(t.app)({
        method: 'POST',
        url: '/api/favorite',
        payload: { postId: liked },
        headers: auth,
      });
      expect(fav.statusCode, fav.body).toBe(200);
    };
    const hearts = async () =>
      (await page(`search=${word}&sort=newest&limit=4`, auth)).items.map((c) => [c._id, c.isFavorite]);
    // Read once before (the member's marks are then kept, docs/decisions/0067): a heart still shows at once.
    expect(await hearts()).toEqual(newestFirst.slice(0, 4).map((p) => [p.id, false]));
    await toggle();
    expect(await hearts()).toEqual(newestFirst.slice(0, 4).map((p) => [p.id, p.id === liked]));
    await toggle();
    expect(await hearts()).toEqual(newestFirst.slice(0, 4).map((p) => [p.id, false]));
    await toggle();
    // Guests are not told about hearts.
    expect((await page(`search=${word}&sort=newest&limit=4`)).items[0]).not.toHaveProperty('isFavorite');

    const hidden = await createPost(t.db, {
      userId: viewer.id,
      title: `${word} mine`,
      showPrice: false,
      price: 900,
    });
    t.app.deps.listingCache.clear();
    const seen = await page(`search=${word}&sort=newest&limit=4`, auth);
    expect(seen.items.find((c) => c._id === hidden.id)?.price).toBe(900);
    expect(
      (await page(`search=${word}&sort=newest&limit=4`)).items.find((c) => c._id === hidden.id)?.price,
    ).toBeNull();
  });
});
