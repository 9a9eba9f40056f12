// Seller reviews in the moderators' queue (docs/product/social.md#ratings-and-reviews): a review is
// reported like an ad or a comment; `removed` takes it off the profile, recounts the seller's
// summary and tells its author why. And the seller's usual answer time, from their chats.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBlock, createAdmin, createPost } from '../db/factories/index.ts';
import { buildTestApp, client, expectError, type TestApp } from './harness.ts';
import { queue, resolve } from './support/reports.ts';
import { deal, h, oldMember, rate, summary } from './support/reviews.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('reporting a review', () => {
  it('lands in the queue with the review in place; removed, it leaves the profile and the summary', async () => {
    const admin = await createAdmin(t.db);
    const { seller, buyer, post } = await deal(t);
    const review = (await rate(t, buyer.id, { postId: post.id, rating: 1, body: 'Scammer!!' })).json();
    expect(await summary(t, seller.id)).toMatchObject({ average: 1, count: 1 });

    const filed = await client(t.app)({
      method: 'POST',
      url: '/api/report',
      payload: { reviewId: review._id, reason: 'offensive' },
      headers: await h(seller.id),
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({ targetType: 'review', targetId: review._id, reason: 'offensive' });
    const self = await client(t.app)({
      method: 'POST',
      url: '/api/report',
      payload: { reviewId: review._id, reason: 'spam' },
      headers: await h(buyer.id),
    });
    expectError(self, 'UnauthorizedError');

    const items = (await queue(t, admin.id, '?targetType=review')).json().items;
    const item = items.find((i: { _id: string }) => i._id === filed.json()._id);
    expect(item.target).toEqual({
      type: 'review',
      _id: review._id,
      rating: 1,
      body: 'Scammer!!',
      author: { _id: buyer.id, fullname: buyer.fullname },
      seller: { _id: seller.id, fullname: seller.fullname },
      post: { _id: post.id, title: post.title },
      removedAt: null,
    });

    const closed = await resolve(t, admin.id, filed.json()._id, { status: 'removed', reason: 'Insults' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'removed', target: { type: 'review' } });
    expect(closed.json().target.removedAt).not.toBeNull();
    expect(t.events.named('review.removed')).toContainEqual({ reviewId: review._id, sellerId: seller.id });
    expect(await summary(t, seller.id)).toMatchObject({ average: null, count: 0 });
    const list = await client(t.app)({ method: 'GET', url: `/api/users/${seller.id}/reviews` });
    expect(list.json().items).toEqual([]);
    // Its author is told why, in Souqna's own notice; a removed review takes no answer.
    await t.app.deps.jobs.idle(20_000);
    const notes = await client(t.app)({
      method: 'GET',
      url: '/api/notifications/user/general',
      headers: await h(buyer.id),
    });
    expect(notes.json().items[0]).toMatchObject({ type: 'admin', en_title: 'Your review was removed' });
    expect(notes.json().items[0].en_message).toContain('Insults');
    const late = await client(t.app)({
      method: 'POST',
      url: `/api/reviews/${review._id}/reply`,
      payload: { body: 'Thanks' },
      headers: await h(seller.id),
    });
    expectError(late, 'NotFoundError');
  });

  it("is in both members' data exports; goes with its author's account, and the seller's summary with it", async () => {
    const { seller, buyer, post } = await deal(t);
    expect((await rate(t, buyer.id, { postId: post.id, rating: 5 })).statusCode).toBe(201);
    expect(await summary(t, seller.id)).toMatchObject({ average: 5, count: 1 });
    // Both find it in the export of their data: the author's own, and the seller's of them.
    const exported = async (userId: string) =>
      (await client(t.app)({ method: 'GET', url: '/api/users/me/export', headers: await h(userId) })).json();
    expect((await exported(buyer.id)).reviews).toMatchObject([{ sellerId: seller.id, rating: 5 }]);
    expect((await exported(seller.id)).reviewsOfMe).toMatchObject([{ authorId: buyer.id, rating: 5 }]);
    await t.db.query('delete from users where id = $1', [buyer.id]);
    expect(await summary(t, seller.id)).toMatchObject({ average: null, count: 0 });
    await t.db.query('delete from users where id = $1', [seller.id]);
    const [row] = await t.db.query('select 1 from seller_ratings where seller_id = $1', [seller.id]);
    expect(row).toBeUndefined();
  });

  it('a member reports a review once while it is open; a reader who blocked its author does not see it', async () => {
    const { seller, buyer, post } = await deal(t);
    const review = (await rate(t, buyer.id, { postId: post.id, rating: 2 })).json();
    const reader = await oldMember(t);
    const file = async () =>
      client(t.app)({
        method: 'POST',
        url: '/api/report',
        payload: { reviewId: review._id, reason: 'spam' },
        headers: await h(reader.id),
      });
    expect((await file()).statusCode).toBe(201);
    expectError(await file(), 'DuplicationError');
    await addBlock(t.db, reader.id, buyer.id);
    const list = async (headers = {}) =>
      (await client(t.app)({ method: 'GET', url: `/api/users/${seller.id}/reviews`, headers })).json().items;
    expect(await list(await h(reader.id))).toEqual([]);
    expect((await list()).map((r: { _id: string }) => r._id)).toEqual([review._id]);
  });
});

/** A room about an ad of `sellerId` whose buyer asked `ago` minutes ago and was answered `after` minutes later. */
async function chat(sellerId: string, ago: number, after: number | null) {
  const buyer = await oldMember(t);
  const post = await createPost(t.db, { userId: sellerId });
  const [low, high] = [sellerId, buyer.id].sort();
  const [room] = await t.db.query<{ id: string }>(
    'insert into rooms (user_low, user_high, post_id, post_key) values ($1, $2, $3, $3) returning id',
    [low, high, post.id],
  );
  const at = (m: number) => new Date(Date.now() - m * 60_000);
  const write = (sender: string, when: Date) =>
    t.db.query(
      'insert into messages (room_id, sender_id, client_id, body, created_at) values ($1, $2, $3, $4, $5)',
      [room!.id, sender, randomUUID(), 'hello', when],
    );
  await write(buyer.id, at(ago));
  await write(buyer.id, at(ago - 1));
  if (after !== null) await write(sellerId, at(ago - after));
}

describe('how fast the seller answers', () => {
  it('is the median first answer over the last 30 days, in buckets', async () => {
    const cases: [number[], string | null][] = [
      [[20, 30, 45], 'hour'],
      [[20, 200, 300], 'hours'],
      [[30, 200, 900], 'hours'],
      [[600, 900, 1000], 'day'],
    ];
    for (const [answers, bucket] of cases) {
      const seller = await oldMember(t);
      for (const after of answers) await chat(seller.id, 2000, after);
      expect((await summary(t, seller.id)).replySpeed, String(answers)).toBe(bucket);
    }
  });

  it('counts a question left over a day as slower than a day; ignores fresh ones and older chats', async () => {
    const seller = await oldMember(t);
    await chat(seller.id, 3000, null);
    await chat(seller.id, 3000, null);
    await chat(seller.id, 3000, 10);
    expect((await summary(t, seller.id)).replySpeed).toBe('slow');
    const other = await oldMember(t);
    await chat(other.id, 60, null);
    await chat(other.id, 31 * 24 * 60, 5);
    expect((await summary(t, other.id)).replySpeed).toBeNull();
  });
});
