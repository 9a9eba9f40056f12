// A first page's result count (`found`) is shared by every viewer for LISTING_COUNT_SECONDS
// (docs/product/listings-and-search.md#result-count): a row written behind the server's back is
// not counted until then, every write through the API is, and a member who blocked a seller gets
// that seller's matches taken away, exactly.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPosts, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, tokenFor, type TestApp } from './harness.ts';
import { publishPost } from './support/posts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LISTING_COUNT_SECONDS: '60' } });
});
afterAll(() => t?.close());

type Found = { items: unknown[]; found?: { count: number; more: boolean } };
async function found(word: string, headers: Record<string, string> = {}) {
  const res = await client(t.app)({ method: 'GET', url: `/api/post/cursor?search=${word}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as Found;
  return { shown: page.items.length, ...page.found };
}
// A made-up word only this test's ads carry (the database may be shared with other files).
const uniqueWord = () => `zq${crypto.randomBytes(4).toString('hex').replace(/\d/g, 'x')}`;
const adsOf = (userId: string, word: string, n: number) =>
  createPosts(
    t.db,
    Array.from({ length: n }, (_, i) => ({ userId, title: `${word} ad ${i}` })),
  );

describe('the shared result count', () => {
  it('is reused across guests and members until an ad is posted through the API', async () => {
    const word = uniqueWord();
    const seller = await createUser(t.db);
    await adsOf(seller.id, word, 23);
    expect(await found(word)).toEqual({ shown: 21, count: 23, more: false });
    // Written straight into the database: the count kept for this query is reused, by members too.
    await adsOf(seller.id, word, 1);
    const member = bearer(await tokenFor((await createUser(t.db)).id));
    expect(await found(word, member)).toEqual({ shown: 21, count: 23, more: false });
    const posted = await publishPost(t, seller.id, { title: `${word} posted` });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await found(word, member)).toEqual({ shown: 21, count: 25, more: false });
  });

  it("takes a blocked seller's matches away for the member who blocked them only", async () => {
    const word = uniqueWord();
    const [big, small, reader] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await adsOf(big.id, word, 22);
    await adsOf(small.id, word, 3);
    expect(await found(word)).toEqual({ shown: 21, count: 25, more: false });
    const headers = bearer(await tokenFor(reader.id));
    // Blocked through the API, as members do: the block's event drops the member's kept marks
    // (docs/decisions/0067-member-reads-kept.md).
    const block = async (id: string) =>
      expect((await client(t.app)({ method: 'POST', url: `/api/blocks/${id}`, headers })).statusCode).toBe(
        200,
      );
    await block(small.id);
    expect(await found(word, headers)).toEqual({ shown: 21, count: 22, more: false });
    // One page of matches is its own count.
    await block(big.id);
    expect(await found(word, headers)).toEqual({ shown: 0, count: 0, more: false });
    expect(await found(word)).toEqual({ shown: 21, count: 25, more: false });
  });
});
