// Services publish domain events only after their write commits: each write through the API
// records exactly its event, a refused write records none, and the listing cache and the socket
// react to them (docs/decisions/0012).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, tokenFor, type TestApp } from './harness.ts';
import { categoryId, publishPost } from './support/posts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());
beforeEach(() => t.events.clear());

describe('domain events after commit', () => {
  it('publishing, editing and deleting an ad each publish one event naming the ad and its owner', async () => {
    const seller = await createUser(t.db);
    const created = await publishPost(t, seller.id);
    expect(created.statusCode, created.body).toBe(201);
    const postId = (created.json() as { _id: string })._id;
    const auth = bearer(await tokenFor(seller.id));
    const edited = await client(t.app)({
      method: 'PUT',
      url: `/api/post/${postId}`,
      headers: auth,
      payload: { title: 'ايفون ١٥ برو للبيع' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const deleted = await client(t.app)({ method: 'DELETE', url: `/api/post/${postId}`, headers: auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // Only the ad's events: on the shared PostgreSQL database this app's workers may also run
    // another file's queued jobs (a notification written), which publish events of their own.
    expect(t.events.events.filter((e) => e.name.startsWith('post.'))).toEqual([
      { name: 'post.created', payload: { postId, userId: seller.id } },
      { name: 'post.updated', payload: { postId, userId: seller.id } },
      { name: 'post.deleted', payload: { postId, userId: seller.id } },
    ]);
  });

  it('a refused write publishes nothing', async () => {
    const banned = await createUser(t.db, { bannedAt: new Date() });
    const res = await publishPost(t, banned.id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ name: 'InvalidTokenError' });
    const seller = await createUser(t.db);
    const bad = await publishPost(t, seller.id, {
      categoryId: await categoryId(t.db, 'vehicles'),
      price: '-1',
    });
    expect(bad.statusCode).toBe(400);
    expect(t.events.events).toEqual([]);
  });

  it('a comment and a new follow publish their events; following again publishes nothing', async () => {
    const [seller, buyer] = [await createUser(t.db), await createUser(t.db)];
    const post = (await publishPost(t, seller.id)).json() as { _id: string };
    t.events.clear();
    const auth = bearer(await tokenFor(buyer.id));
    const comment = await client(t.app)({
      method: 'POST',
      url: '/api/comment',
      headers: auth,
      payload: { postId: post._id, body: 'هل السعر قابل للتفاوض؟' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    for (let i = 0; i < 2; i++) {
      const res = await client(t.app)({ method: 'PATCH', url: `/api/follwers/${seller.id}`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(t.events.named('comment.created')).toEqual([
      { commentId: (comment.json() as { _id: string })._id, postId: post._id, authorId: buyer.id },
    ]);
    expect(t.events.named('follow.created')).toEqual([{ followerId: buyer.id, followeeId: seller.id }]);
  });

  it('what a guest sees changing publishes its event: comment edits and removals, unfollows, profiles, settings', async () => {
    const [seller, buyer] = [await createUser(t.db), await createUser(t.db)];
    const postId = ((await publishPost(t, seller.id)).json() as { _id: string })._id;
    const auth = bearer(await tokenFor(buyer.id));
    const send = (
      method: 'GET' | 'PATCH' | 'DELETE' | 'POST' | 'PUT',
      url: string,
      payload?: object,
      headers = auth,
    ) => client(t.app)({ method, url, headers, payload });
    const commentId = (
      (await send('POST', '/api/comment', { postId, body: 'متوفر؟' })).json() as { _id: string }
    )._id;
    await send('PATCH', `/api/follwers/${seller.id}`);
    t.events.clear();
    expect((await send('PATCH', `/api/comment/${commentId}`, { body: 'هل ما زال متوفراً؟' })).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', `/api/comment/${commentId}`)).statusCode).toBe(200);
    expect((await send('PATCH', `/api/follwers/unfollw/${seller.id}`)).statusCode).toBe(200);
    expect((await send('PATCH', `/api/users/${buyer.id}`, { fullname: 'سارة العتيبي' })).statusCode).toBe(
      200,
    );
    const admin = bearer(await tokenFor((await createAdmin(t.db)).id));
    const current = (await send('GET', '/api/settings?fields=commissionValue')).json() as {
      commissionValue: number;
    };
    const value = current.commissionValue === 2 ? 3 : 2;
    expect((await send('PUT', '/api/settings', { commissionValue: value }, admin)).statusCode).toBe(200);
    // Saved again unchanged: nothing changed, nothing published.
    expect((await send('PUT', '/api/settings', { commissionValue: value }, admin)).statusCode).toBe(200);
    // The follow's and comment's notifications are written by their own subscribers meanwhile.
    expect(t.events.events.filter((e) => !e.name.startsWith('notification'))).toEqual([
      { name: 'comment.updated', payload: { commentId, postId } },
      { name: 'comment.deleted', payload: { commentId, postId } },
      { name: 'follow.deleted', payload: { followerId: buyer.id, followeeId: seller.id } },
      { name: 'user.updated', payload: { userId: buyer.id } },
      { name: 'settings.updated', payload: { fields: ['commissionValue'] } },
    ]);
    await send('PUT', '/api/settings', { commissionValue: current.commissionValue }, admin);
  });

  it('signing out revokes that one session; an admin deleting or banning a member publishes it', async () => {
    const member = await createUser(t.db);
    const logout = await client(t.app)({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(await tokenFor(member.id)),
    });
    expect(logout.statusCode, logout.body).toBe(200);
    const [revoked] = t.events.named('session.revoked');
    expect(revoked).toEqual({ userId: member.id, jti: expect.any(String) });

    const admin = bearer(await tokenFor((await createAdmin(t.db)).id));
    const ban = await client(t.app)({
      method: 'PATCH',
      url: `/api/users/${member.id}/ban`,
      headers: admin,
      payload: { banned: true },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    const del = await client(t.app)({ method: 'DELETE', url: `/api/users/${member.id}`, headers: admin });
    expect(del.statusCode, del.body).toBe(200);
    expect(t.events.named('user.banned')).toEqual([{ userId: member.id, banned: true }]);
    // The ban ended every session of the member (docs/decisions/0024-sessions-that-end.md).
    expect(t.events.named('session.revoked')).toContainEqual({ userId: member.id });
    expect(t.events.named('user.deleted')).toEqual([{ userId: member.id }]);
  });
});
