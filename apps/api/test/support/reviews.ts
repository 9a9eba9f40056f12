// A deal as the review rules see it, for the review tests: a seller's ad, a buyer old enough to
// rate, and their room about the ad with the messages each sent.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createPost, createUser } from '../../db/factories/index.ts';
import { bearer, client, tokenFor, type TestApp } from '../harness.ts';

export const h = async (id: string) => bearer(await tokenFor(id));
export const DAY_MS = 86_400_000;
export const oldMember = (t: TestApp) => createUser(t.db, { createdAt: new Date(Date.now() - 2 * DAY_MS) });

export async function say(t: TestApp, userId: string, roomId: string, body = 'Is it still available?') {
  const res = await client(t.app)({
    method: 'POST',
    url: '/api/message',
    payload: { roomId, body, clientId: randomUUID() },
    headers: await h(userId),
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** `ways`: who wrote in the room (both, the buyer only, nobody). */
export async function deal(t: TestApp, ways: 'both' | 'buyer' | 'none' = 'both') {
  const [seller, buyer] = [await oldMember(t), await oldMember(t)];
  const post = await createPost(t.db, { userId: seller.id });
  const opened = await client(t.app)({
    method: 'POST',
    url: '/api/rooms',
    payload: { userId: seller.id, postId: post.id },
    headers: await h(buyer.id),
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const roomId = opened.json().roomId as string;
  if (ways !== 'none') await say(t, buyer.id, roomId);
  if (ways === 'both') await say(t, seller.id, roomId, 'Yes, it is');
  return { seller, buyer, post, roomId };
}

export const rate = async (t: TestApp, userId: string, payload: Record<string, unknown>) =>
  client(t.app)({ method: 'POST', url: '/api/reviews', payload, headers: await h(userId) });
export const reply = async (t: TestApp, userId: string, reviewId: string, body: string) =>
  client(t.app)({
    method: 'POST',
    url: `/api/reviews/${reviewId}/reply`,
    payload: { body },
    headers: await h(userId),
  });
export const summary = async (t: TestApp, sellerId: string) =>
  (await client(t.app)({ method: 'GET', url: `/api/users/${sellerId}/rating` })).json();
