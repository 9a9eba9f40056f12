// Marking one's own ad sold (docs/product/listings-and-search.md#sold-ads, docs/decisions/0027-sold-ads.md):
// who may, the sale price rule, what the answers say to whom, and where a sold ad is listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const h = async (id: string) => bearer(await tokenFor(id));
const sold = (app: TestApp, id: string, headers: Record<string, string>, payload?: object) =>
  client(app.app)({ method: 'POST', url: `/api/post/${id}/sold`, headers, payload });
const unsold = (app: TestApp, id: string, headers: Record<string, string>) =>
  client(app.app)({ method: 'DELETE', url: `/api/post/${id}/sold`, headers });
const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  client(app.app)({ method: 'GET', url, headers });
const ids = (res: { json(): { items: { _id: string }[] } }) => res.json().items.map((p) => p._id);

async function ownAd(price = 1500.5) {
  const owner = await createUser(t.db);
  const post = await createPost(t.db, { userId: owner.id, price, currncy: 'AED' });
  return { owner, post, auth: await h(owner.id) };
}

describe('POST and DELETE /api/post/:id/sold: who may', () => {
  it('the owner only: a guest, another member and an admin are refused as for an edit; unknown is NotFoundError', async () => {
    const { post, auth } = await ownAd();
    const other = await h((await createUser(t.db)).id);
    const admin = await h((await createAdmin(t.db)).id);
    for (const call of [sold, unsold] as const) {
      expectError(await call(t, post.id, {}), 'UnauthenticatedError');
      expectError(await call(t, post.id, other), 'UnauthorizedError');
      expectError(await call(t, post.id, admin), 'UnauthorizedError');
      expectError(await call(t, '8c6c6a4e-0d0e-4c43-9d55-1f3b2a0f9e11', auth), 'NotFoundError');
      expectError(await call(t, 'not-an-id', auth), 'NotFoundError');
    }
    const detail = (await get(t, `/api/post/${post.id}`)).json();
    expect(detail.soldAt).toBeNull();
  });

  it('a banned member is refused as when posting (their token no longer counts)', async () => {
    const banned = await createUser(t.db, { bannedAt: new Date() });
    const post = await createPost(t.db, { userId: banned.id });
    expectError(await sold(t, post.id, await h(banned.id)), 'InvalidTokenError');
    expectError(await unsold(t, post.id, await h(banned.id)), 'InvalidTokenError');
  });
});

describe('the sale price', () => {
  it("defaults to the ad's price; the answer is the detail with soldAt, the sale price for the owner only", async () => {
    const { owner, post, auth } = await ownAd(1500.5);
    t.events.clear();
    const res = await sold(t, post.id, auth);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ _id: post.id, isOwner: true, salePriceMinor: 150050, price: 1500.5 });
    expect(new Date(body.soldAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(t.events.named('post.sold')).toEqual([{ postId: post.id, userId: owner.id, sold: true }]);

    const guest = (await get(t, `/api/post/${post.id}`)).json();
    expect(guest.soldAt).toBe(body.soldAt);
    expect(guest).not.toHaveProperty('salePriceMinor');
    const other = (await get(t, `/api/post/${post.id}`, await h((await createUser(t.db)).id))).json();
    expect(other).not.toHaveProperty('salePriceMinor');
  });

  it('takes the price rule (Arabic digits too); marking again corrects the price and keeps soldAt', async () => {
    const { post, auth } = await ownAd();
    const first = (await sold(t, post.id, auth, { salePrice: '١٤٠٠' })).json();
    expect(first.salePriceMinor).toBe(140000);
    const again = (await sold(t, post.id, auth, { salePrice: 1399.99 })).json();
    expect(again).toMatchObject({ salePriceMinor: 139999, soldAt: first.soldAt });
  });

  it.each([
    ['negative', '-5'],
    ['zero', '0'],
    ['zero as a number', 0],
    ['fractional halalas', '10.005'],
    ['a fraction below one', '0.5'],
    ['huge (11 digits)', '12345678901'],
    ['huge number', 1e15],
    ['empty', ''],
    ['words', 'free'],
  ])(
    'refuses a %s sale price with ValidationError on salePrice, and stays for sale',
    async (_label, salePrice) => {
      const { post, auth } = await ownAd();
      const res = await sold(t, post.id, auth, { salePrice });
      expectError(res, 'ValidationError');
      expect(res.json().data.field).toBe('salePrice');
      expect((await get(t, `/api/post/${post.id}`)).json().soldAt).toBeNull();
    },
  );

  it('undo puts it back for sale and forgets the price; undoing an unsold ad changes nothing', async () => {
    const { owner, post, auth } = await ownAd();
    await sold(t, post.id, auth, { salePrice: '900' });
    t.events.clear();
    const res = await unsold(t, post.id, auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ soldAt: null, salePriceMinor: null });
    expect(t.events.named('post.sold')).toEqual([{ postId: post.id, userId: owner.id, sold: false }]);
    t.events.clear();
    expect((await unsold(t, post.id, auth)).json().soldAt).toBeNull();
    expect(t.events.named('post.sold')).toEqual([]);
  });
});

describe('where a sold ad shows', () => {
  it('gone from the listing, its search and suggestions; still on its page and the seller profile, marked', async () => {
    const word = `soldword${Date.now().toString(36)}`;
    const day = '2003-02-01';
    const { owner, post, auth } = await ownAd();
    const sibling = await createPost(t.db, {
      userId: owner.id,
      title: `Sofa ${word}`,
      createdAt: new Date(`${day}T10:00:00Z`),
    });
    const target = await createPost(t.db, {
      userId: owner.id,
      title: `Phone ${word}`,
      createdAt: new Date(`${day}T11:00:00Z`),
    });
    const listings = [
      `/api/post/cursor?dateFrom=${day}&dateTo=${day}`,
      `/api/post/cursor?search=${word}`,
      `/api/post/cursor?search=${word}&city=Riyadh&sort=oldest`,
      `/api/post/cursor?dateFrom=${day}&dateTo=${day}&sort=price_asc`,
    ];
    for (const url of listings)
      expect(ids(await get(t, url)), url).toEqual(expect.arrayContaining([target.id]));

    expect((await sold(t, target.id, auth)).statusCode).toBe(200);
    for (const url of listings) {
      const listed = ids(await get(t, url));
      expect(listed, url).not.toContain(target.id);
      expect(listed, url).toContain(sibling.id);
    }
    const suggested = (await get(t, `/api/post/suggest?q=${word}`))
      .json()
      .items.map((i: { text: string }) => i.text);
    expect(suggested).not.toContain(`Phone ${word}`);

    const profile = (await get(t, `/api/post/cursor?userId=${owner.id}`)).json().items;
    expect(profile.map((p: { _id: string }) => p._id)).toEqual(
      expect.arrayContaining([target.id, sibling.id, post.id]),
    );
    expect(profile.find((p: { _id: string }) => p._id === target.id).soldAt).toEqual(expect.any(String));
    expect(profile.find((p: { _id: string }) => p._id === sibling.id).soldAt).toBeNull();
    expect((await get(t, `/api/post/${target.id}`)).json().soldAt).toEqual(expect.any(String));

    expect((await unsold(t, target.id, auth)).statusCode).toBe(200);
    for (const url of listings) expect(ids(await get(t, url)), url).toContain(target.id);
  });

  it('a favourite keeps showing, marked sold; a sold ad offers no phone number', async () => {
    const seller = await createUser(t.db, { phoneVerifiedAt: new Date() });
    const post = await createPost(t.db, { userId: seller.id, showPhone: true });
    const buyer = await h((await createUser(t.db)).id);
    await client(t.app)({
      method: 'POST',
      url: '/api/favorite',
      headers: buyer,
      payload: { postId: post.id },
    });
    await sold(t, post.id, await h(seller.id));
    const favs = (
      await get(
        t,
        `/api/favorite/user/${
          (
            await t.db.query<{ user_id: string }>('select user_id from favorites where post_id = $1', [
              post.id,
            ])
          )[0]!.user_id
        }`,
      )
    ).json();
    expect(favs.items[0].post).toMatchObject({ _id: post.id, soldAt: expect.any(String) });
    const detail = (await get(t, `/api/post/${post.id}`, buyer)).json();
    expect(detail.canRevealPhone).toBe(false);
    expectError(
      await client(t.app)({ method: 'POST', url: `/api/post/${post.id}/phone`, headers: buyer }),
      'NotFoundError',
    );
  });
});

describe('the guest listing cache', () => {
  let cached: TestApp;
  beforeAll(async () => {
    cached = await buildTestApp({ env: { LISTING_CACHE_SECONDS: '60' } });
  });
  afterAll(() => cached?.close());

  it('is emptied when an ad is marked sold and when that is undone', async () => {
    const word = `cacheword${Date.now().toString(36)}`;
    const owner = await createUser(cached.db);
    const post = await createPost(cached.db, { userId: owner.id, title: `Lamp ${word}` });
    const url = `/api/post/cursor?search=${word}`;
    expect(ids(await get(cached, url))).toEqual([post.id]);
    const auth = await h(owner.id);
    expect((await sold(cached, post.id, auth)).statusCode).toBe(200);
    expect(ids(await get(cached, url))).toEqual([]);
    expect((await unsold(cached, post.id, auth)).statusCode).toBe(200);
    expect(ids(await get(cached, url))).toEqual([post.id]);
  });
});
