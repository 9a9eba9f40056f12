// Notification preferences (docs/product/conversations-and-notifications.md#preferences): all on
// until a member turns some off; then new followers, comments or followed sellers' ads write
// nothing for them, while the others still arrive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFollow, createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp, settled } from './harness.ts';
import { publishPost } from './support/posts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const h = async (id: string) => bearer(await tokenFor(id));
const P = '/api/notifications/preferences';
const settle = () => settled(t);
const types = async (userId: string, kind: 'general' | 'following') =>
  (await client(t.app)({ method: 'GET', url: `/api/notifications/user/${kind}`, headers: await h(userId) }))
    .json()
    .items.map((n: { type: string }) => n.type) as string[];

describe('notification preferences', () => {
  it('are all on at first; a guest cannot read or change them; bad input is refused', async () => {
    const req = client(t.app);
    const me = await createUser(t.db);
    expect((await req({ method: 'GET', url: P, headers: await h(me.id) })).json()).toEqual({
      follow: true,
      comment: true,
      post: true,
    });
    expectError(await req({ method: 'GET', url: P }), 'UnauthenticatedError');
    expectError(
      await req({ method: 'PUT', url: P, payload: { follow: false, comment: true, post: true } }),
      'UnauthenticatedError',
    );
    expectError(
      await req({ method: 'PUT', url: P, payload: { follow: 'no' }, headers: await h(me.id) }),
      'ValidationError',
    );
  });

  it('what a member turned off is not written for them; the rest still is', async () => {
    const req = client(t.app);
    const [me, fan, buyer] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    const saved = await req({
      method: 'PUT',
      url: P,
      payload: { follow: false, comment: true, post: false },
      headers: await h(me.id),
    });
    expect(saved.json()).toEqual({ follow: false, comment: true, post: false });
    expect((await req({ method: 'GET', url: P, headers: await h(me.id) })).json()).toEqual(saved.json());

    // A new follower: nothing. A comment on my ad: still there.
    await req({ method: 'PATCH', url: `/api/follwers/${me.id}`, headers: await h(fan.id) });
    const ad = await createPost(t.db, { userId: me.id });
    await req({
      method: 'POST',
      url: '/api/comment',
      payload: { postId: ad.id, body: 'ما زال متوفرًا؟' },
      headers: await h(buyer.id),
    });
    // A seller I follow publishes: nothing in my following tab, but in the other follower's.
    const seller = await createUser(t.db);
    await addFollow(t.db, me.id, seller.id);
    await addFollow(t.db, buyer.id, seller.id);
    expect((await publishPost(t, seller.id)).statusCode).toBe(201);
    await settle();
    expect(await types(me.id, 'general')).toEqual(['comment']);
    expect(await types(me.id, 'following')).toEqual([]);
    expect(await types(buyer.id, 'following')).toEqual(['post']);
  });
});
