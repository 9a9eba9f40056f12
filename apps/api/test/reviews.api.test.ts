// Seller ratings and reviews (docs/product/social.md#ratings-and-reviews): who may rate (each
// refusal under its own error name), once per ad, the seller's one answer, the summary's maths,
// the seller's notification, the stars on cards and the seller box.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBlock, createPost, createUser } from '../db/factories/index.ts';
import { buildTestApp, client, expectError, type TestApp } from './harness.ts';
import { deal, h, oldMember, rate, reply, say, summary } from './support/reviews.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const eligibility = async (userId: string, postId: string) =>
  (
    await client(t.app)({
      method: 'GET',
      url: `/api/reviews/eligibility/${postId}`,
      headers: await h(userId),
    })
  ).json();

describe('rating a deal', () => {
  it('after a chat both ways: once, answered once by the seller, listed and summed up', async () => {
    const { seller, buyer, post } = await deal(t);
    expect(await eligibility(buyer.id, post.id)).toEqual({ canReview: true, reason: null, reviewId: null });
    const res = await rate(t, buyer.id, {
      postId: post.id,
      rating: 4,
      body: '  Honest seller, as described.  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json();
    expect(review).toMatchObject({
      sellerId: seller.id,
      post: { _id: post.id, title: post.title },
      author: { _id: buyer.id, fullname: buyer.fullname },
      rating: 4,
      body: 'Honest seller, as described.',
      reply: null,
    });
    expect(t.events.named('review.created')).toContainEqual({ reviewId: review._id, sellerId: seller.id });
    expect(await eligibility(buyer.id, post.id)).toEqual({
      canReview: false,
      reason: 'ReviewExistsError',
      reviewId: review._id,
    });
    expectError(await rate(t, buyer.id, { postId: post.id, rating: 5 }), 'ReviewExistsError');

    expectError(await reply(t, buyer.id, review._id, 'Me again'), 'NotTheSellerError');
    const answered = await reply(t, seller.id, review._id, ' Thank you! ');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().reply).toMatchObject({ body: 'Thank you!' });
    expectError(await reply(t, seller.id, review._id, 'Once more'), 'ReviewReplyExistsError');

    const list = await client(t.app)({ method: 'GET', url: `/api/users/${seller.id}/reviews` });
    expect(list.json()).toMatchObject({
      items: [{ _id: review._id, reply: { body: 'Thank you!' } }],
      nextCursor: null,
    });
    expect(await summary(t, seller.id)).toMatchObject({
      average: 4,
      count: 1,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
    });
  });

  it('tells the seller, once, as a `review` notification from the buyer about the ad', async () => {
    const { seller, buyer, post } = await deal(t);
    expect((await rate(t, buyer.id, { postId: post.id, rating: 5 })).statusCode).toBe(201);
    await t.app.deps.events.settled();
    await t.app.deps.jobs.idle(20_000);
    const res = await client(t.app)({
      method: 'GET',
      url: '/api/notifications/user/general',
      headers: await h(seller.id),
    });
    expect(res.json().items).toMatchObject([
      { type: 'review', userFrom: { _id: buyer.id }, entityId: { _id: post.id, title: post.title } },
    ]);
  });
});

describe('who may not rate', () => {
  it('without a message each way in the room about that ad: ReviewNotEligibleError', async () => {
    for (const ways of ['none', 'buyer'] as const) {
      const { buyer, post } = await deal(t, ways);
      expect(await eligibility(buyer.id, post.id)).toMatchObject({ reason: 'ReviewNotEligibleError' });
      expectError(await rate(t, buyer.id, { postId: post.id, rating: 3 }), 'ReviewNotEligibleError');
    }
    // A chat about another ad of the same seller is not this deal.
    const { seller, buyer } = await deal(t);
    const other = await createPost(t.db, { userId: seller.id });
    expectError(await rate(t, buyer.id, { postId: other.id, rating: 3 }), 'ReviewNotEligibleError');
  });

  it('the seller on their own ad: SelfReviewError', async () => {
    const { seller, post } = await deal(t);
    expectError(await rate(t, seller.id, { postId: post.id, rating: 5 }), 'SelfReviewError');
  });

  it('across a block, whoever blocked whom: ReviewBlockedError', async () => {
    for (const blockerIsSeller of [true, false]) {
      const { seller, buyer, post } = await deal(t);
      if (blockerIsSeller) await addBlock(t.db, seller.id, buyer.id);
      else await addBlock(t.db, buyer.id, seller.id);
      expectError(await rate(t, buyer.id, { postId: post.id, rating: 1 }), 'ReviewBlockedError');
    }
  });

  it('an account younger than a day: AccountTooNewError', async () => {
    const { seller, post, roomId } = await deal(t, 'none');
    const fresh = await createUser(t.db);
    const opened = await client(t.app)({
      method: 'POST',
      url: '/api/rooms',
      payload: { userId: seller.id, postId: post.id },
      headers: await h(fresh.id),
    });
    const room = opened.json().roomId as string;
    expect(room).not.toBe(roomId);
    await say(t, fresh.id, room);
    await say(t, seller.id, room, 'Yes');
    expectError(await rate(t, fresh.id, { postId: post.id, rating: 5 }), 'AccountTooNewError');
  });

  it('guests, unknown ads and bad input get their names', async () => {
    const { buyer, post } = await deal(t);
    expectError(
      await client(t.app)({ method: 'POST', url: '/api/reviews', payload: { postId: post.id, rating: 5 } }),
      'UnauthenticatedError',
    );
    const gone = '00000000-0000-4000-8000-000000000000';
    expectError(await rate(t, buyer.id, { postId: gone, rating: 5 }), 'NotFoundError');
    for (const rating of [0, 6, 2.5, 'x'])
      expectError(await rate(t, buyer.id, { postId: post.id, rating }), 'ValidationError');
    expectError(
      await rate(t, buyer.id, { postId: post.id, rating: 5, body: 'x'.repeat(501) }),
      'ValidationError',
    );
    expect(
      (await rate(t, buyer.id, { postId: post.id, rating: 5, body: ` ${'x'.repeat(500)} ` })).statusCode,
    ).toBe(201);
  });
});

describe('the summary', () => {
  it('averages to one decimal, counts and spreads over 1–5, on cards and in the seller box', async () => {
    const seller = await oldMember(t);
    const ratings = [5, 4, 4, 2];
    for (const rating of ratings) {
      const buyer = await oldMember(t);
      const post = await createPost(t.db, { userId: seller.id });
      const room = (
        await client(t.app)({
          method: 'POST',
          url: '/api/rooms',
          payload: { userId: seller.id, postId: post.id },
          headers: await h(buyer.id),
        })
      ).json().roomId as string;
      await say(t, buyer.id, room);
      await say(t, seller.id, room, 'Yes');
      expect((await rate(t, buyer.id, { postId: post.id, rating })).statusCode).toBe(201);
    }
    expect(await summary(t, seller.id)).toEqual({
      average: 3.8,
      count: 4,
      distribution: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 1 },
      replySpeed: 'hour',
      phoneVerified: false,
    });
    const cards = (
      await client(t.app)({ method: 'GET', url: `/api/post/cursor?userId=${seller.id}` })
    ).json();
    expect(cards.items.map((c: { sellerRating?: unknown }) => c.sellerRating)).toEqual(
      ratings.map(() => ({ average: 3.8, count: 4 })),
    );
    const ad = (await client(t.app)({ method: 'GET', url: `/api/post/${cards.items[0]._id}` })).json();
    expect(ad.seller.rating).toEqual({ average: 3.8, count: 4 });
  });

  it('nobody rated yet: no average, no stars on cards', async () => {
    const seller = await createUser(t.db, { phoneVerifiedAt: new Date() });
    await createPost(t.db, { userId: seller.id });
    expect(await summary(t, seller.id)).toEqual({
      average: null,
      count: 0,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      replySpeed: null,
      phoneVerified: true,
    });
    const cards = (
      await client(t.app)({ method: 'GET', url: `/api/post/cursor?userId=${seller.id}` })
    ).json();
    expect(cards.items[0]).not.toHaveProperty('sellerRating');
  });
});
