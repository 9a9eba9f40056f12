// Notifications (docs/product/conversations-and-notifications.md#notifications): a follow, a
// comment on my ad, a new ad of a seller I follow and an admin broadcast each reach the right
// member once; blocks, paging, deletes per tab and owner-only, guests and exact error names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFollow, createAdmin, createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp, settled } from './harness.ts';
import { publishPost } from './support/posts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const h = async (id: string) => bearer(await tokenFor(id));
const N = '/api/notifications/user';
type Item = { _id: string; type: string; userFrom: { _id: string } | null; entityId: Record<string, string> };
/** Subscribers have run and every queued fan-out is written. */
const settle = () => settled(t);
async function tab(userId: string, kind: 'general' | 'following', query = '') {
  const res = await client(t.app)({ method: 'GET', url: `${N}/${kind}${query}`, headers: await h(userId) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; nextCursor: string | null };
}
const follow = async (follower: string, followee: string) =>
  client(t.app)({ method: 'PATCH', url: `/api/follwers/${followee}`, headers: await h(follower) });
const comment = async (author: string, postId: string, body = 'هل ما زال متوفرا؟') =>
  client(t.app)({ method: 'POST', url: '/api/comment', payload: { postId, body }, headers: await h(author) });

describe('who is notified of what', () => {
  it('a follow: the followee once (following again adds nothing), as userFrom and entityId', async () => {
    const [fan, seller] = [await createUser(t.db), await createUser(t.db)];
    expect((await follow(fan.id, seller.id)).statusCode).toBe(200);
    await settle();
    const { items } = await tab(seller.id, 'general');
    expect(items).toEqual([
      {
        _id: expect.any(String),
        type: 'follow',
        kind: 'general',
        senderRole: 'user',
        en_title: null,
        ar_title: null,
        en_message: null,
        ar_message: null,
        userFrom: { _id: fan.id, fullname: fan.fullname, avatar: null },
        entityId: { _id: fan.id, fullname: fan.fullname },
        createdAt: expect.any(String),
      },
    ]);
    expect(t.events.named('notification.created')).toContainEqual({
      recipientId: seller.id,
      notificationId: items[0]!._id,
    });
    await client(t.app)({
      method: 'PATCH',
      url: `/api/follwers/unfollw/${seller.id}`,
      headers: await h(fan.id),
    });
    await follow(fan.id, seller.id);
    await settle();
    expect((await tab(seller.id, 'general')).items).toHaveLength(1);
    expect((await tab(fan.id, 'general')).items).toEqual([]);
  });

  it('a comment: the ad’s owner, with the comment and the ad’s title; not for their own comment', async () => {
    const [owner, buyer] = [await createUser(t.db), await createUser(t.db)];
    const post = await createPost(t.db, { userId: owner.id, title: 'سيارة كامري' });
    const res = await comment(buyer.id, post.id);
    expect(res.statusCode, res.body).toBe(201);
    expect((await comment(owner.id, post.id, 'نعم متوفر')).statusCode).toBe(201);
    await settle();
    const { items } = await tab(owner.id, 'general');
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'comment',
      senderRole: 'user',
      userFrom: { _id: buyer.id, fullname: buyer.fullname },
      entityId: { _id: res.json()._id, body: 'هل ما زال متوفرا؟', postId: post.id, postTitle: 'سيارة كامري' },
    });
    expect((await tab(buyer.id, 'general')).items).toEqual([]);
  });

  it('a new ad: every follower of its author, in the following tab', async () => {
    const seller = await createUser(t.db);
    const fans = [await createUser(t.db), await createUser(t.db)];
    for (const fan of fans) await addFollow(t.db, fan.id, seller.id);
    const res = await publishPost(t, seller.id, { title: 'دراجة هوائية' });
    expect(res.statusCode, res.body).toBe(201);
    await settle();
    for (const fan of fans) {
      const { items } = await tab(fan.id, 'following');
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        type: 'post',
        kind: 'following',
        userFrom: { _id: seller.id },
        entityId: { _id: res.json()._id, title: 'دراجة هوائية' },
      });
      expect((await tab(fan.id, 'general')).items).toEqual([]);
    }
    expect((await tab(seller.id, 'following')).items).toEqual([]);
  });

  it('an admin broadcast: every member, with the admin’s text in both languages', async () => {
    const admin = await createAdmin(t.db);
    const [a, b] = [await createUser(t.db), await createUser(t.db)];
    const body = {
      en_title: 'Maintenance',
      ar_title: 'صيانة',
      en_message: 'Tonight 2am',
      ar_message: 'الليلة ٢ص',
    };
    const asMember = await client(t.app)({
      method: 'POST',
      url: '/api/notifications/broadcast',
      payload: body,
      headers: await h(a.id),
    });
    expectError(asMember, 'UnauthorizedError');
    const bad = await client(t.app)({
      method: 'POST',
      url: '/api/notifications/broadcast',
      payload: { ...body, ar_message: ' ' },
      headers: await h(admin.id),
    });
    expectError(bad, 'ValidationError');
    const res = await client(t.app)({
      method: 'POST',
      url: '/api/notifications/broadcast',
      payload: body,
      headers: await h(admin.id),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ broadcastId: expect.any(String), queued: true, country: null });
    await settle();
    for (const member of [a, b, admin]) {
      const items = (await tab(member.id, 'general')).items.filter((i) => i.type === 'admin');
      expect(items).toEqual([
        expect.objectContaining({ senderRole: 'admin', userFrom: null, entityId: null, ...body }),
      ]);
    }
  });
});

describe('blocks', () => {
  it('a member I blocked notifies me of nothing, and what they sent before is hidden', async () => {
    const [me, pest] = [await createUser(t.db), await createUser(t.db)];
    await follow(pest.id, me.id);
    await settle();
    expect((await tab(me.id, 'general')).items).toHaveLength(1);
    expect(
      (await client(t.app)({ method: 'POST', url: `/api/blocks/${pest.id}`, headers: await h(me.id) }))
        .statusCode,
    ).toBe(200);
    expect((await tab(me.id, 'general')).items).toEqual([]);
    // A follow of theirs written behind the API's back (blocking ends follows) still brings no new ad.
    await addFollow(t.db, me.id, pest.id);
    const bystander = await createUser(t.db);
    await addFollow(t.db, bystander.id, pest.id);
    expect((await publishPost(t, pest.id)).statusCode).toBe(201);
    await settle();
    expect((await tab(me.id, 'following')).items).toEqual([]);
    expect((await tab(bystander.id, 'following')).items).toHaveLength(1);
  });
});

describe('reading and deleting', () => {
  it('pages newest first by cursor without repeats; refuses a cursor it did not make', async () => {
    const me = await createUser(t.db);
    const fans = [];
    for (let i = 0; i < 5; i++) {
      const fan = await createUser(t.db);
      fans.push(fan.id);
      await follow(fan.id, me.id);
      await settle();
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Item[]; nextCursor: string | null } = await tab(
        me.id,
        'general',
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.userFrom!._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...fans].reverse());
    const first = await tab(me.id, 'general', '?limit=2');
    const wrongTab = await client(t.app)({
      method: 'GET',
      url: `${N}/following?cursor=${first.nextCursor}`,
      headers: await h(me.id),
    });
    expectError(wrongTab, 'ValidationError');
    const junk = await client(t.app)({
      method: 'GET',
      url: `${N}/general?cursor=junk`,
      headers: await h(me.id),
    });
    expectError(junk, 'ValidationError');
  });

  it('deletes one of my own; another member’s or an unknown id is NotFoundError and stays', async () => {
    const [me, other, fan] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await follow(fan.id, me.id);
    await follow(fan.id, other.id);
    await settle();
    const [mine] = (await tab(me.id, 'general')).items;
    const [theirs] = (await tab(other.id, 'general')).items;
    const del = async (id: string) =>
      client(t.app)({ method: 'DELETE', url: `${N}/deleteSingle/${id}`, headers: await h(me.id) });
    expectError(await del(theirs!._id), 'NotFoundError');
    expect((await tab(other.id, 'general')).items).toHaveLength(1);
    expectError(await del('not-an-id'), 'NotFoundError');
    const ok = await del(mine!._id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ deleted: 1 });
    expectError(await del(mine!._id), 'NotFoundError');
    expect((await tab(me.id, 'general')).items).toEqual([]);
  });

  it('deleteAll clears one tab of mine only', async () => {
    const [me, seller, fan] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await addFollow(t.db, me.id, seller.id);
    await follow(fan.id, me.id);
    await follow(me.id, fan.id);
    await publishPost(t, seller.id);
    await settle();
    expect((await tab(me.id, 'general')).items).toHaveLength(1);
    expect((await tab(me.id, 'following')).items).toHaveLength(1);
    const clear = async (kind: string) =>
      client(t.app)({ method: 'DELETE', url: `${N}/${kind}/deleteAll`, headers: await h(me.id) });
    expect((await clear('general')).json()).toEqual({ deleted: 1 });
    expect((await tab(me.id, 'general')).items).toEqual([]);
    expect((await tab(me.id, 'following')).items).toHaveLength(1);
    expect((await tab(fan.id, 'general')).items).toHaveLength(1);
    expect((await clear('following')).json()).toEqual({ deleted: 1 });
    expect((await tab(me.id, 'following')).items).toEqual([]);
    expect((await clear('following')).json()).toEqual({ deleted: 0 });
  });

  it('guests get UnauthenticatedError on every notifications call', async () => {
    const req = client(t.app);
    for (const [method, url] of [
      ['GET', `${N}/general`],
      ['GET', `${N}/following`],
      ['DELETE', `${N}/general/deleteAll`],
      ['DELETE', `${N}/following/deleteAll`],
      ['DELETE', `${N}/deleteSingle/00000000-0000-4000-8000-000000000000`],
      ['POST', '/api/notifications/broadcast'],
    ] as const)
      expectError(
        await req({ method, url, payload: method === 'POST' ? {} : undefined }),
        'UnauthenticatedError',
        url,
      );
  });
});
