// The block list (docs/product/social.md#blocks): block, list, unblock; what a block hides and
// forbids through the other calls; follows ended both ways; events; guests and bad ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFollow, createAdmin, createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const h = async (id: string) => bearer(await tokenFor(id));
const NO_ONE = '00000000-0000-4000-8000-000000000000';

describe('blocking a member', () => {
  it('hides their ads, ends follows both ways, forbids following and commenting; unblock restores', async () => {
    const req = client(t.app);
    const me = await createUser(t.db);
    const pest = await createUser(t.db);
    const myPost = await createPost(t.db, { userId: me.id });
    const theirPost = await createPost(t.db, { userId: pest.id });
    await addFollow(t.db, pest.id, me.id);
    await addFollow(t.db, me.id, pest.id);
    const mine = await h(me.id);
    const theirs = await h(pest.id);
    const theirAds = async () =>
      (await req({ method: 'GET', url: `/api/post/cursor?userId=${pest.id}`, headers: mine }))
        .json()
        .items.map((i: { _id: string }) => i._id);
    expect(await theirAds()).toEqual([theirPost.id]);

    const blocked = await req({ method: 'POST', url: `/api/blocks/${pest.id}`, headers: mine });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ isBlocked: true });
    expect(t.events.named('user.blocked')).toContainEqual({ blockerId: me.id, blockedId: pest.id });
    const list = (await req({ method: 'GET', url: '/api/blocks', headers: mine })).json();
    expect(list).toMatchObject({
      items: [{ user: { _id: pest.id, fullname: pest.fullname, username: pest.username } }],
      nextCursor: null,
    });
    expect(Date.parse(list.items[0].blockedAt)).not.toBeNaN();
    expect(await theirAds()).toEqual([]);
    const follows = (await req({ method: 'GET', url: `/api/follwers/${me.id}` })).json();
    expect(follows).toMatchObject({ followersCount: 0, followingCount: 0 });
    const profile = (
      await req({ method: 'GET', url: `/api/users/${pest.id}/profile`, headers: mine })
    ).json();
    expect(profile).toMatchObject({ isBlocked: true, isFollowing: false });

    const refollow = await req({ method: 'PATCH', url: `/api/follwers/${me.id}`, headers: theirs });
    expectError(refollow, 'UnauthorizedError');
    expect(refollow.json().data).toMatchObject({ reason: 'blocked' });
    const comment = await req({
      method: 'POST',
      url: '/api/comment',
      payload: { postId: myPost.id, body: 'let me in' },
      headers: theirs,
    });
    expectError(comment, 'UnauthorizedError');
    expect(comment.json().data).toMatchObject({ reason: 'blocked' });

    const off = await req({ method: 'DELETE', url: `/api/blocks/${pest.id}`, headers: mine });
    expect(off.json()).toEqual({ isBlocked: false });
    expect(t.events.named('user.unblocked')).toContainEqual({ blockerId: me.id, blockedId: pest.id });
    expect((await req({ method: 'GET', url: '/api/blocks', headers: mine })).json().items).toEqual([]);
    expect(await theirAds()).toEqual([theirPost.id]);
    expect((await req({ method: 'PATCH', url: `/api/follwers/${me.id}`, headers: theirs })).statusCode).toBe(
      200,
    );
    const again = await req({
      method: 'POST',
      url: '/api/comment',
      payload: { postId: myPost.id, body: 'thanks' },
      headers: theirs,
    });
    expect(again.statusCode).toBe(201);
  });

  it('is idempotent both ways and publishes only real changes', async () => {
    const req = client(t.app);
    const me = await createUser(t.db);
    const pest = await createUser(t.db);
    const headers = await h(me.id);
    const mine = (name: 'user.blocked' | 'user.unblocked') =>
      t.events.named(name).filter((e) => e.blockerId === me.id);
    for (let i = 0; i < 2; i++)
      expect((await req({ method: 'POST', url: `/api/blocks/${pest.id}`, headers })).json()).toEqual({
        isBlocked: true,
      });
    expect(mine('user.blocked')).toHaveLength(1);
    expect((await req({ method: 'GET', url: '/api/blocks', headers })).json().items).toHaveLength(1);
    for (let i = 0; i < 2; i++)
      expect((await req({ method: 'DELETE', url: `/api/blocks/${pest.id}`, headers })).json()).toEqual({
        isBlocked: false,
      });
    expect(mine('user.unblocked')).toHaveLength(1);
  });

  it('pages newest first with a cursor', async () => {
    const req = client(t.app);
    const me = await createUser(t.db);
    const headers = await h(me.id);
    const others = [];
    for (let i = 0; i < 3; i++) {
      const other = await createUser(t.db);
      others.push(other.id);
      await req({ method: 'POST', url: `/api/blocks/${other.id}`, headers });
    }
    const first = (await req({ method: 'GET', url: '/api/blocks?limit=2', headers })).json();
    expect(first.items.map((i: { user: { _id: string } }) => i.user._id)).toEqual([others[2], others[1]]);
    const next = await req({ method: 'GET', url: `/api/blocks?limit=2&cursor=${first.nextCursor}`, headers });
    expect(next.json()).toEqual({
      items: [expect.objectContaining({ user: expect.objectContaining({ _id: others[0] }) })],
      nextCursor: null,
    });
    expectError(await req({ method: 'GET', url: '/api/blocks?cursor=junk', headers }), 'ValidationError');
  });

  it('guests 401; yourself 400 (self); unknown or malformed ids 404; admins cannot be blocked', async () => {
    const req = client(t.app);
    const me = await createUser(t.db);
    const admin = await createAdmin(t.db);
    const headers = await h(me.id);
    expectError(await req({ method: 'GET', url: '/api/blocks' }), 'UnauthenticatedError');
    expectError(await req({ method: 'POST', url: `/api/blocks/${admin.id}` }), 'UnauthenticatedError');
    expectError(await req({ method: 'DELETE', url: `/api/blocks/${admin.id}` }), 'UnauthenticatedError');
    const self = await req({ method: 'POST', url: `/api/blocks/${me.id}`, headers });
    expectError(self, 'ValidationError');
    expect(self.json().data).toMatchObject({ field: 'userId', reason: 'self' });
    expectError(await req({ method: 'POST', url: `/api/blocks/${NO_ONE}`, headers }), 'NotFoundError');
    expectError(await req({ method: 'POST', url: '/api/blocks/not-a-uuid', headers }), 'NotFoundError');
    expectError(await req({ method: 'DELETE', url: `/api/blocks/${NO_ONE}`, headers }), 'NotFoundError');
    const toAdmin = await req({ method: 'POST', url: `/api/blocks/${admin.id}`, headers });
    expectError(toAdmin, 'UnauthorizedError');
    expect(toAdmin.json().data).toMatchObject({ reason: 'admin' });
    expect((await req({ method: 'GET', url: '/api/blocks', headers })).json().items).toEqual([]);
    const guestProfile = (await req({ method: 'GET', url: `/api/users/${me.id}/profile` })).json();
    expect(guestProfile.isBlocked).toBeNull();
  });
});
