// Contact beyond chat (docs/decisions/0021-phone-reveal.md, 0053): an ad offers its seller's number
// when its member chose so on the post form (the default once the number is verified), revealed only to a signed-in member who asks, never across a block, rate-limited per viewer,
// counted for the seller (not their own looks), and never part of the ad or listing answers.
import { PHONE_REVEALS_PER_HOUR } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBlock, createPost, createUser } from '../db/factories/index.ts';
import { publishPost } from './support/posts.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const h = async (id: string) => bearer(await tokenFor(id));
const reveal = async (postId: string, headers: Record<string, string> = {}) =>
  client(t.app)({ method: 'POST', url: `/api/post/${postId}/phone`, headers });

async function sellerWithAd(showPhone: boolean) {
  const seller = await createUser(t.db, { phoneVerifiedAt: new Date() });
  const post = await createPost(t.db, { userId: seller.id, title: 'Camry 2020', showPhone });
  return { seller, post };
}

describe('revealing a seller phone number', () => {
  it('an unverified number is never offered, even on an ad that asked to show it', async () => {
    const seller = await createUser(t.db);
    const post = await createPost(t.db, { userId: seller.id, showPhone: true });
    const viewer = await h((await createUser(t.db)).id);
    const detail = (
      await client(t.app)({ method: 'GET', url: `/api/post/${post.id}`, headers: viewer })
    ).json();
    expect(detail.canRevealPhone).toBe(false);
    expectError(await reveal(post.id, viewer), 'NotFoundError');
    const own = (
      await client(t.app)({ method: 'GET', url: `/api/users/${seller.id}`, headers: await h(seller.id) })
    ).json();
    expect(own.phoneVerified).toBe(false);
  });

  it('a verified seller shows it on a new ad by default; the post form may say not', async () => {
    const seller = await createUser(t.db, { phoneVerifiedAt: new Date() });
    const shown = await publishPost(t, seller.id, { title: 'Camry 2020' });
    expect(shown.statusCode, shown.body).toBe(201);
    expect(shown.json()).toMatchObject({ showPhone: true, canRevealPhone: true });
    // Another item (the same one again is a duplicate, docs/decisions/0058).
    const hidden = await publishPost(t, seller.id, {
      title: 'Land Cruiser 2021',
      description: 'Full option',
      showPhone: 'false',
    });
    expect(hidden.json()).toMatchObject({ showPhone: false, canRevealPhone: false });
    const unverified = await createUser(t.db);
    expect((await publishPost(t, unverified.id)).json()).toMatchObject({ showPhone: false });
  });

  it('an ad that shows it: a viewer gets number, tel: and wa.me', async () => {
    const { seller, post } = await sellerWithAd(true);

    const viewer = await h((await createUser(t.db)).id);
    const detail = (
      await client(t.app)({ method: 'GET', url: `/api/post/${post.id}`, headers: viewer })
    ).json();
    expect(detail.canRevealPhone).toBe(true);
    expect(detail).not.toHaveProperty('revealCount');
    const res = await client(t.app)({
      method: 'POST',
      url: `/api/post/${post.id}/phone`,
      headers: { ...viewer, 'x-locale': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const n = seller.phoneNumber;
    expect(res.json()).toEqual({
      phoneNumber: n,
      tel: `tel:+${n}`,
      whatsapp: `https://wa.me/${n}?text=${encodeURIComponent('Hello, I am contacting you about your ad "Camry 2020" on Souqna')}`,
    });
    const ar = (await reveal(post.id, viewer)).json();
    expect(decodeURIComponent(ar.whatsapp.split('?text=')[1])).toContain('«Camry 2020»');
  });

  it('refuses guests with 401 UnauthenticatedError', async () => {
    const { post } = await sellerWithAd(true);
    expectError(await reveal(post.id), 'UnauthenticatedError');
  });

  it('refuses across a block, either way, with UnauthorizedError reason blocked', async () => {
    const { seller, post } = await sellerWithAd(true);
    const pest = await createUser(t.db);
    const other = await createUser(t.db);
    await addBlock(t.db, seller.id, pest.id);
    await addBlock(t.db, other.id, seller.id);
    for (const id of [pest.id, other.id]) {
      const res = await reveal(post.id, await h(id));
      expectError(res, 'UnauthorizedError');
      expect(res.json().data).toMatchObject({ reason: 'blocked' });
    }
    const owner = (
      await client(t.app)({ method: 'GET', url: `/api/post/${post.id}`, headers: await h(seller.id) })
    ).json();
    expect(owner.revealCount).toBe(0);
  });

  it(`is rate limited per viewer: call ${PHONE_REVEALS_PER_HOUR + 1} in an hour → TooManyRequestsError`, async () => {
    const { post } = await sellerWithAd(true);
    const viewer = await h((await createUser(t.db)).id);
    for (let i = 0; i < PHONE_REVEALS_PER_HOUR; i++)
      expect((await reveal(post.id, viewer)).statusCode).toBe(200);
    expectError(await reveal(post.id, viewer), 'TooManyRequestsError');
    // Another member keeps their own budget.
    expect((await reveal(post.id, await h((await createUser(t.db)).id))).statusCode).toBe(200);
  });

  it('counts reveals for the owner only, and not the owner looking at their own ad', async () => {
    const { seller, post } = await sellerWithAd(true);
    const mine = await h(seller.id);
    expect((await reveal(post.id, mine)).statusCode).toBe(200);
    const a = await h((await createUser(t.db)).id);
    const b = await h((await createUser(t.db)).id);
    await reveal(post.id, a);
    await reveal(post.id, a);
    await reveal(post.id, b);
    const owner = (await client(t.app)({ method: 'GET', url: `/api/post/${post.id}`, headers: mine })).json();
    expect(owner).toMatchObject({ isOwner: true, canRevealPhone: true, revealCount: 3 });
  });

  it('never puts the number in the ad, listing or public profile answers', async () => {
    const { seller, post } = await sellerWithAd(true);
    const viewer = await h((await createUser(t.db)).id);
    const req = client(t.app);
    const bodies = [
      (await req({ method: 'GET', url: `/api/post/${post.id}` })).body,
      (await req({ method: 'GET', url: `/api/post/${post.id}`, headers: viewer })).body,
      (await req({ method: 'GET', url: `/api/post/cursor?userId=${seller.id}` })).body,
      (await req({ method: 'GET', url: `/api/post/cursor?userId=${seller.id}`, headers: viewer })).body,
      (await req({ method: 'GET', url: `/api/users/${seller.id}`, headers: viewer })).body,
      (await req({ method: 'GET', url: `/api/users/${seller.id}/profile`, headers: viewer })).body,
    ];
    expect(bodies[2]).toContain(post.id);
    for (const body of bodies) expect(body).not.toContain(seller.phoneNumber.slice(3));
  });

  it('answers NotFoundError for an unknown ad', async () => {
    const viewer = await h((await createUser(t.db)).id);
    expectError(await reveal('00000000-0000-4000-8000-000000000000', viewer), 'NotFoundError');
  });
});
