// The ad page's facts (docs/decisions/0041-ad-page-facts.md): the ad number, the seller box
// (member since, ads, verified phone), the seller's statistics of one ad (theirs alone) and the
// similar ads. Its own database: the similar ads are judged on a category this file fills alone.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBlock,
  addFavorite,
  createAdmin,
  createPost,
  createUser,
  lastCodeSentTo,
  uniquePhone,
} from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t?.close());

type Headers = Record<string, string>;
const auth = async (id: string): Promise<Headers> => bearer(await tokenFor(id));
const get = (url: string, headers: Headers = {}) => client(t.app)({ method: 'GET', url, headers });
const detail = async (id: string, headers: Headers = {}) => (await get(`/api/post/${id}`, headers)).json();
const similar = async (id: string, headers: Headers = {}) => {
  const res = await get(`/api/post/${id}/similar`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { _id: string }[] }).items.map((i) => i._id);
};

describe('the ad number', () => {
  it('is given in order of posting, unique, and in the detail answer', async () => {
    const first = await createPost(t.db);
    const second = await createPost(t.db);
    expect(second.number).toBeGreaterThan(first.number);
    expect((await detail(first.id)).number).toBe(first.number);
    expect((await detail(second.id)).number).toBe(second.number);
  });

  it('cannot be chosen by the one inserting the ad (identity always)', async () => {
    const user = await createUser(t.db);
    const post = await createPost(t.db, { userId: user.id });
    await expect(t.db.query('update posts set number = 1 where id = $1', [post.id])).rejects.toThrow(
      /number/,
    );
  });
});

describe('the seller box', () => {
  it('says since when the seller is a member and how many ads they have', async () => {
    const since = new Date('2023-04-15T10:00:00Z');
    const seller = await createUser(t.db, { createdAt: since });
    const post = await createPost(t.db, { userId: seller.id });
    await createPost(t.db, { userId: seller.id });
    expect((await detail(post.id)).seller).toEqual({
      memberSince: since.toISOString(),
      adsCount: 2,
      phoneVerified: false,
    });
  });

  it('shows the phone verified once a code sent to it was used: at sign-up', async () => {
    const req = client(t.app);
    const contact = { email: `v-${randomUUID()}@test.souqna.dev`, phoneNumber: uniquePhone() };
    expect(
      (await req({ method: 'POST', url: '/api/auth/requestOTPForNewUser', payload: contact })).statusCode,
    ).toBe(200);
    const otp = (await lastCodeSentTo(t.db, contact.phoneNumber, 'sms'))!;
    const created = await req({
      method: 'POST',
      url: '/api/auth/verifyOTPForNewUser',
      payload: { ...contact, otp, fullname: 'Verified Seller', password: 'Good-pass1' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = await createPost(t.db, { userId: created.json().userData._id });
    expect((await detail(post.id)).seller.phoneVerified).toBe(true);
  });

  it('…or on recovering the password by phone, not by e-mail', async () => {
    const seller = await createUser(t.db);
    const post = await createPost(t.db, { userId: seller.id });
    const req = client(t.app);
    const recover = async (address: { email: string } | { phoneNumber: string }, to: string) => {
      const forgot = await req({ method: 'POST', url: '/api/auth/forgotPassword', payload: address });
      await t.app.deps.jobs.idle();
      const otp = (await lastCodeSentTo(t.db, to))!;
      const verify = await req({
        method: 'POST',
        url: '/api/auth/verifyOTPForResetPassword',
        payload: { ...address, otp, userId: forgot.json().user._id },
      });
      expect(verify.statusCode, verify.body).toBe(200);
    };
    await recover({ email: seller.email }, seller.email);
    expect((await detail(post.id)).seller.phoneVerified).toBe(false);
    await recover({ phoneNumber: seller.phoneNumber }, seller.phoneNumber);
    expect((await detail(post.id)).seller.phoneVerified).toBe(true);
  });

  it('…or on changing the phone number, with the code sent to the new one', async () => {
    const seller = await createUser(t.db);
    const post = await createPost(t.db, { userId: seller.id });
    const headers = await auth(seller.id);
    const phoneNumber = uniquePhone();
    const req = client(t.app);
    const asked = await req({
      method: 'POST',
      url: '/api/users/me/contact-change',
      payload: { phoneNumber, password: seller.password },
      headers,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const otp = (await lastCodeSentTo(t.db, phoneNumber, 'sms'))!;
    const done = await req({
      method: 'POST',
      url: '/api/users/me/contact-change/verify',
      payload: { otp },
      headers,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await detail(post.id)).seller.phoneVerified).toBe(true);
  });
});

describe("an ad's statistics", () => {
  it('gives the seller views, favourites, conversations with a message and phone reveals', async () => {
    const seller = await createUser(t.db, { phoneVerifiedAt: new Date() });
    const post = await createPost(t.db, { userId: seller.id, showPhone: true });
    const [a, b, c] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await addFavorite(t.db, a.id, post.id);
    await addFavorite(t.db, b.id, post.id);
    const req = client(t.app);
    // Two rooms about the ad, one with a message: a room nobody wrote in is no conversation.
    for (const [buyer, body] of [
      [a, 'Is it still for sale?'],
      [b, null],
    ] as const) {
      const room = await req({
        method: 'POST',
        url: '/api/rooms',
        payload: { userId: seller.id, postId: post.id },
        headers: await auth(buyer.id),
      });
      expect(room.statusCode, room.body).toBe(201);
      if (body)
        await req({
          method: 'POST',
          url: '/api/message',
          payload: { roomId: room.json().roomId, body, clientId: randomUUID() },
          headers: await auth(buyer.id),
        });
    }
    const reveal = await req({
      method: 'POST',
      url: `/api/post/${post.id}/phone`,
      headers: await auth(c.id),
    });
    expect(reveal.statusCode, reveal.body).toBe(200);
    await req({
      method: 'POST',
      url: `/api/post/${post.id}/view`,
      headers: { 'user-agent': 'Mozilla/5.0 Chrome/126.0', ...(await auth(c.id)) },
    });
    const res = await get(`/api/post/${post.id}/stats`, await auth(seller.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ views: 1, favourites: 2, chats: 1, phoneReveals: 1 });
  });

  it('refuses a guest (UnauthenticatedError), another member and an admin (UnauthorizedError)', async () => {
    const post = await createPost(t.db);
    expectError(await get(`/api/post/${post.id}/stats`), 'UnauthenticatedError');
    const other = await createUser(t.db);
    expectError(await get(`/api/post/${post.id}/stats`, await auth(other.id)), 'UnauthorizedError');
    const admin = await createAdmin(t.db);
    expectError(await get(`/api/post/${post.id}/stats`, await auth(admin.id)), 'UnauthorizedError');
  });

  it('answers NotFoundError for an ad that does not exist', async () => {
    const member = await createUser(t.db);
    expectError(await get(`/api/post/${randomUUID()}/stats`, await auth(member.id)), 'NotFoundError');
  });
});

describe('similar ads', () => {
  it('puts the same model first, then the same subcategory by nearest price, never itself, sold ads or others', async () => {
    const seller = await createUser(t.db);
    const cars = (o: Parameters<typeof createPost>[1]) =>
      createPost(t.db, { category: 'cars-for-sale', userId: seller.id, ...o });
    const camry = await cars({ carModel: 'toyota-camry', price: 80_000 });
    const otherCamry = await cars({ carModel: 'toyota-camry', price: 20_000 });
    const near = await cars({ carModel: null, price: 81_000 });
    const far = await cars({ carModel: null, price: 300_000 });
    const middle = await cars({ carModel: null, price: 95_000 });
    const sold = await cars({ carModel: 'toyota-camry', price: 80_000 });
    await t.db.query('update posts set sold_at = now(), sale_price_minor = 1 where id = $1', [sold.id]);
    await createPost(t.db, { category: 'mobile-phones', price: 80_000 });

    const ids = await similar(camry.id);
    expect(ids).toEqual([otherCamry.id, near.id, middle.id, far.id]);
  });

  it('ranks by recency, not by a hidden price, when the ad hides its price', async () => {
    const seller = await createUser(t.db);
    const bikes = (o: Parameters<typeof createPost>[1]) =>
      createPost(t.db, { category: 'motorcycles', userId: seller.id, ...o });
    const close = await bikes({ price: 10_000, createdAt: new Date(Date.now() - 60_000) });
    const newest = await bikes({ price: 90_000 });
    const hidden = await bikes({ price: 10_000, showPrice: false });
    expect(await similar(hidden.id)).toEqual([newest.id, close.id]);
    // And an ad that hides its own price is ranked after those that show one.
    expect((await similar(close.id))[0]).toBe(newest.id);
  });

  it('leaves out the ads of a member the viewer blocked, and answers NotFoundError for no ad', async () => {
    const [viewer, blocked] = [await createUser(t.db), await createUser(t.db)];
    const post = await createPost(t.db, { category: 'boats-jet-skis' });
    const theirs = await createPost(t.db, { category: 'boats-jet-skis', userId: blocked.id });
    expect(await similar(post.id)).toEqual([theirs.id]);
    await addBlock(t.db, viewer.id, blocked.id);
    expect(await similar(post.id, await auth(viewer.id))).toEqual([]);
    expectError(await get(`/api/post/${randomUUID()}/similar`), 'NotFoundError');
  });

  it('holds at most the strip size', async () => {
    const post = await createPost(t.db, { category: 'caravans-trailers' });
    for (let i = 0; i < 10; i++) await createPost(t.db, { category: 'caravans-trailers' });
    expect(await similar(post.id)).toHaveLength(8);
  });
});
