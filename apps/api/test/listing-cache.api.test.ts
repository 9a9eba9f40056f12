// Guests' listing pages are reused for LISTING_CACHE_SECONDS (lib/listing-cache.ts): a row written
// behind the server's back stays unseen until then, while every write through the API shows at once.
// Members are served the same pages, with what is theirs added (member-listing.api.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, multipart, tokenFor, type TestApp } from './harness.ts';
import { publishPost } from './support/posts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LISTING_CACHE_SECONDS: '60' } });
});
afterAll(() => t?.close());

async function titles(userId: string, headers: Record<string, string> = {}) {
  const res = await client(t.app)({ method: 'GET', url: `/api/post/cursor?userId=${userId}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { title: string }[] }).items.map((i) => i.title);
}

async function publish(userId: string, title: string) {
  const res = await publishPost(t, userId, { title });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string };
}

describe('the guest listing cache', () => {
  it('serves a guest, and a member, the same page again', async () => {
    const seller = await createUser(t.db);
    await createPost(t.db, { userId: seller.id, title: 'first ad' });
    expect(await titles(seller.id)).toEqual(['first ad']);
    // Written straight into the database: this process cannot know, so guests get the kept page.
    await createPost(t.db, { userId: seller.id, title: 'second ad' });
    expect(await titles(seller.id)).toEqual(['first ad']);
    const viewer = await createUser(t.db);
    expect(await titles(seller.id, bearer(await tokenFor(viewer.id)))).toEqual(['first ad']);
    // The seller's own page is read for them alone (their expired ads, their hidden prices).
    expect(await titles(seller.id, bearer(await tokenFor(seller.id)))).toEqual(['second ad', 'first ad']);
  });

  it('drops every kept page when an ad is posted, edited or deleted through the API', async () => {
    const seller = await createUser(t.db);
    expect(await titles(seller.id)).toEqual([]);
    const ad = await publish(seller.id, 'ايفون للبيع');
    expect(await titles(seller.id)).toEqual(['ايفون للبيع']);

    const auth = bearer(await tokenFor(seller.id));
    const edit = multipart({ title: 'ايفون مستعمل للبيع' });
    const edited = await client(t.app)({
      method: 'PUT',
      url: `/api/post/${ad._id}`,
      payload: edit.payload,
      headers: { ...edit.headers, ...auth },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await titles(seller.id)).toEqual(['ايفون مستعمل للبيع']);

    const gone = await client(t.app)({ method: 'DELETE', url: `/api/post/${ad._id}`, headers: auth });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await titles(seller.id)).toEqual([]);
  });
});
