// The ad's chatClosed (docs/product/social.md#blocks): a block either way closes "Message the
// seller" on the seller's ads for the other member; a guest, the owner and strangers see it open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /api/post/{id} chatClosed', () => {
  it('is true for either member of a blocked pair, false for a guest, the owner and a stranger', async () => {
    const req = client(t.app);
    const [seller, pest, stranger] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    const post = await createPost(t.db, { userId: seller.id });
    const [sellerAuth, pestAuth, strangerAuth] = [
      bearer(await tokenFor(seller.id)),
      bearer(await tokenFor(pest.id)),
      bearer(await tokenFor(stranger.id)),
    ];
    const closedFor = async (headers: Record<string, string>) =>
      (await req({ method: 'GET', url: `/api/post/${post.id}`, headers })).json().chatClosed;
    expect(await closedFor(pestAuth)).toBe(false);

    await req({ method: 'POST', url: `/api/blocks/${pest.id}`, headers: sellerAuth });
    expect(await closedFor(pestAuth)).toBe(true);
    expect(await closedFor({})).toBe(false);
    expect(await closedFor(sellerAuth)).toBe(false);
    expect(await closedFor(strangerAuth)).toBe(false);

    // The other way round: the member who blocked the seller (reaching the ad by its address).
    await req({ method: 'DELETE', url: `/api/blocks/${pest.id}`, headers: sellerAuth });
    expect(await closedFor(pestAuth)).toBe(false);
    await req({ method: 'POST', url: `/api/blocks/${seller.id}`, headers: pestAuth });
    expect(await closedFor(pestAuth)).toBe(true);
  });
});
