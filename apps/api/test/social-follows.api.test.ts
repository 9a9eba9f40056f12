// Reports (members file, admins resolve) and following (the public paths and the spelled-right aliases), profile counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addBlock,
  addFollow,
  createAdmin,
  createComment,
  createPost,
  createUser,
} from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const h = async (id: string) => bearer(await tokenFor(id));

describe('reports', () => {
  it('post, user and comment targets; one open report per target (409); not yourself; bad reasons 400', async () => {
    const req = client(t.app);
    const reporter = await createUser(t.db);
    const seller = await createUser(t.db);
    const post = await createPost(t.db, { userId: seller.id });
    const comment = await createComment(t.db, { postId: post.id, userId: seller.id });
    const headers = await h(reporter.id);
    const send = (payload: object, hh: Record<string, string> = headers) =>
      req({ method: 'POST', url: '/api/report', payload, headers: hh });
    expectError(await send({ postId: post.id, reason: 'fraud' }, {}), 'UnauthenticatedError');
    const first = await send({ postId: post.id, reason: 'fraud', note: 'asks for a deposit first' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      targetType: 'post',
      targetId: post.id,
      reason: 'fraud',
      status: 'open',
    });
    const again = await send({ postId: post.id, reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ name: 'DuplicationError', data: { key: 'postId' } });
    expect((await send({ userId: seller.id, reason: 'offensive' })).statusCode).toBe(201);
    expect((await send({ commentId: comment.id, reason: 'other' })).statusCode).toBe(201);
    expectError(await send({ postId: post.id, reason: 'fraud' }, await h(seller.id)), 'UnauthorizedError');
    expectError(await send({ postId: post.id, reason: 'because' }), 'ValidationError');
    expectError(await send({ reason: 'spam' }), 'ValidationError');
    expectError(await send({ postId: post.id, userId: seller.id, reason: 'spam' }), 'ValidationError');
    expect((await send({ postId: '00000000-0000-4000-8000-000000000000', reason: 'spam' })).statusCode).toBe(
      404,
    );
  });

  it('admin lists by status and resolves; members and guests cannot; a resolved target can be reported again', async () => {
    const req = client(t.app);
    const admin = await createAdmin(t.db);
    const member = await createUser(t.db);
    const post = await createPost(t.db);
    const filed = (
      await req({
        method: 'POST',
        url: '/api/report',
        payload: { postId: post.id, reason: 'prohibited' },
        headers: await h(member.id),
      })
    ).json();
    expectError(await req({ method: 'GET', url: '/api/report' }), 'UnauthenticatedError');
    expect((await req({ method: 'GET', url: '/api/report', headers: await h(member.id) })).statusCode).toBe(
      403,
    );
    const open = (
      await req({ method: 'GET', url: '/api/report?status=open&limit=100', headers: await h(admin.id) })
    ).json();
    expect(open).toMatchObject({ page: 1 });
    expect(open.items.map((r: { _id: string }) => r._id)).toContain(filed._id);
    const patch = (hh: Record<string, string>, payload: object) =>
      req({ method: 'PATCH', url: `/api/report/${filed._id}`, payload, headers: hh });
    expectError(await patch(await h(member.id), { status: 'resolved' }), 'UnauthorizedError');
    expectError(await patch(await h(admin.id), { status: 'open' }), 'ValidationError');
    const done = await patch(await h(admin.id), { status: 'dismissed' });
    expect(done.json()).toMatchObject({ status: 'dismissed', resolvedBy: admin.id });
    const again = await req({
      method: 'POST',
      url: '/api/report',
      payload: { postId: post.id, reason: 'spam' },
      headers: await h(member.id),
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('following', () => {
  it('follow / unfollow on the spec paths and the aliases; lists and counts; guest 401; self 400', async () => {
    const req = client(t.app);
    const fan = await createUser(t.db);
    const star = await createUser(t.db);
    const headers = await h(fan.id);
    expectError(await req({ method: 'PATCH', url: `/api/follwers/${star.id}` }), 'UnauthenticatedError');
    const on = await req({ method: 'PATCH', url: `/api/follwers/${star.id}`, headers });
    expect(on.json()).toEqual({ isFollowing: true, followersCount: 1, followingCount: 0 });
    expect(
      (await req({ method: 'PATCH', url: `/api/followers/${star.id}`, headers })).json().followersCount,
    ).toBe(1); // idempotent
    const lists = (await req({ method: 'GET', url: `/api/follwers/${star.id}` })).json();
    expect(lists).toMatchObject({
      followers: [{ _id: fan.id, fullname: fan.fullname }],
      following: [],
      followersCount: 1,
      followingCount: 0,
    });
    expect((await req({ method: 'GET', url: `/api/followers/${fan.id}` })).json().following[0]._id).toBe(
      star.id,
    );
    const profile = (await req({ method: 'GET', url: `/api/users/${star.id}/profile`, headers })).json();
    expect(profile).toMatchObject({
      _id: star.id,
      followersCount: 1,
      followingCount: 0,
      isFollowing: true,
      isMe: false,
      posts: 0,
    });
    expect(
      (await req({ method: 'GET', url: `/api/users/${star.id}/profile` })).json().isFollowing,
    ).toBeNull();
    const off = await req({ method: 'PATCH', url: `/api/follwers/unfollw/${star.id}`, headers });
    expect(off.json()).toEqual({ isFollowing: false, followersCount: 0, followingCount: 0 });
    expect(
      (await req({ method: 'PATCH', url: `/api/followers/unfollow/${star.id}`, headers })).statusCode,
    ).toBe(200);
    expectError(await req({ method: 'PATCH', url: `/api/follwers/${fan.id}`, headers }), 'ValidationError');
    expect(
      (await req({ method: 'PATCH', url: '/api/follwers/00000000-0000-4000-8000-000000000000', headers }))
        .statusCode,
    ).toBe(404);
  });

  it('a member who blocked you cannot be followed; profile counts posts', async () => {
    const req = client(t.app);
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await addBlock(t.db, b.id, a.id);
    expect(
      (await req({ method: 'PATCH', url: `/api/follwers/${b.id}`, headers: await h(a.id) })).statusCode,
    ).toBe(403);
    await createPost(t.db, { userId: b.id });
    await addFollow(t.db, b.id, a.id);
    const p = (
      await req({ method: 'GET', url: `/api/users/${b.id}/profile`, headers: await h(b.id) })
    ).json();
    expect(p).toMatchObject({ posts: 1, followingCount: 1, isMe: true });
  });
});
