// Chat over HTTP (docs/product/conversations-and-notifications.md#rooms): rooms and messages for
// their two members only, idempotent sends, blocks close a room, delete-for-me, paging both ways,
// with unseen counts and delete-for-me in chat-unseen.api.test.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createPost, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const NO_ONE = '00000000-0000-4000-8000-000000000000';
type Req = ReturnType<typeof client>;
type Headers = Record<string, string>;

async function member() {
  const user = await createUser(t.db);
  return { user, auth: bearer(await tokenFor(user.id)) as Headers };
}
const open = (req: Req, auth: Headers, payload: object) =>
  req({ method: 'POST', url: '/api/rooms', payload, headers: auth });
const send = (req: Req, auth: Headers, roomId: string, body: string, clientId = randomUUID()) =>
  req({ method: 'POST', url: '/api/message', payload: { roomId, body, clientId }, headers: auth });
const rooms = async (req: Req, auth: Headers) =>
  (await req({ method: 'GET', url: '/api/rooms', headers: auth })).json().rooms as {
    roomId: string;
    unseenCount: number;
    lastMessage: { body: string } | null;
  }[];

describe('rooms', () => {
  it('opens one room per pair and ad, whoever opens it, also when both open it at once', async () => {
    const req = client(t.app);
    const [buyer, seller] = [await member(), await member()];
    const post = await createPost(t.db, { userId: seller.user.id, showPrice: false });
    const first = await open(req, buyer.auth, { userId: seller.user.id, postId: post.id });
    expect(first.statusCode, first.body).toBe(201);
    const room = first.json();
    expect(room).toMatchObject({
      roomName: seller.user.fullname,
      member: { _id: seller.user.id, fullname: seller.user.fullname, username: seller.user.username },
      post: { _id: post.id, title: post.title, showPrice: false, price: null },
      lastMessage: null,
      unseenCount: 0,
      closed: false,
    });
    const again = await open(req, seller.auth, { userId: buyer.user.id, postId: post.id });
    expect(again.json().roomId).toBe(room.roomId);
    // The seller sees the price of their own ad.
    expect(again.json().post.price).not.toBeNull();
    const both = await Promise.all([
      open(req, buyer.auth, { userId: seller.user.id }),
      open(req, seller.auth, { userId: buyer.user.id }),
    ]);
    expect(both[0].json().roomId).toBe(both[1].json().roomId);
    expect(both[0].json().roomId).not.toBe(room.roomId);
    expect(both[0].json().post).toBeNull();
  });

  it('refuses myself, unknown members and ads, an ad of neither, blocked pairs and guests', async () => {
    const req = client(t.app);
    const [a, b, c] = [await member(), await member(), await member()];
    const self = await open(req, a.auth, { userId: a.user.id });
    expectError(self, 'ValidationError');
    expect(self.json().data).toMatchObject({ field: 'userId', reason: 'self' });
    expectError(await open(req, a.auth, { userId: NO_ONE }), 'NotFoundError');
    expectError(await open(req, a.auth, { userId: 'junk' }), 'NotFoundError');
    expectError(await open(req, a.auth, { userId: b.user.id, postId: NO_ONE }), 'NotFoundError');
    const cPost = await createPost(t.db, { userId: c.user.id });
    const third = await open(req, a.auth, { userId: b.user.id, postId: cPost.id });
    expectError(third, 'ValidationError');
    expect(third.json().data).toMatchObject({ field: 'postId' });
    const missing = await req({ method: 'POST', url: '/api/rooms', payload: {}, headers: a.auth });
    expectError(missing, 'ValidationError');
    expect(missing.json().data.field).toBe('userId');
    expectError(await open(req, {}, { userId: b.user.id }), 'UnauthenticatedError');
    await req({ method: 'POST', url: `/api/blocks/${a.user.id}`, headers: b.auth });
    for (const [who, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const res = await open(req, who.auth, { userId: other.user.id });
      expectError(res, 'UnauthorizedError');
      expect(res.json().data).toMatchObject({ reason: 'blocked' });
    }
  });

  it('shows a room to its two members only: a third member and an admin get NotFoundError', async () => {
    const req = client(t.app);
    const [a, b, stranger] = [await member(), await member(), await member()];
    const admin = await createAdmin(t.db);
    const adminAuth = bearer(await tokenFor(admin.id));
    const roomId = (await open(req, a.auth, { userId: b.user.id })).json().roomId as string;
    const msg = (await send(req, a.auth, roomId, 'hello')).json();
    for (const auth of [a.auth, b.auth]) {
      expect((await req({ method: 'GET', url: `/api/rooms/${roomId}`, headers: auth })).statusCode).toBe(200);
      expect((await req({ method: 'GET', url: `/api/message/${msg.id}`, headers: auth })).json()).toEqual(
        msg,
      );
    }
    for (const auth of [stranger.auth, adminAuth]) {
      for (const url of [
        `/api/rooms/${roomId}`,
        `/api/message/room/${roomId}`,
        `/api/message/${msg.id}`,
        `/api/rooms/${NO_ONE}`,
        '/api/rooms/junk',
        '/api/message/junk',
      ])
        expectError(await req({ method: 'GET', url, headers: auth }), 'NotFoundError', url);
      for (const url of [`/api/rooms/deleteRoom/${roomId}`, `/api/rooms/${roomId}/read`])
        expectError(await req({ method: 'POST', url, headers: auth }), 'NotFoundError', url);
      expectError(await send(req, auth, roomId, 'let me in'), 'NotFoundError');
      expect(await rooms(req, auth)).toEqual([]);
    }
    for (const url of [
      `/api/rooms/${roomId}`,
      `/api/message/room/${roomId}`,
      `/api/message/${msg.id}`,
      '/api/rooms',
    ])
      expectError(await req({ method: 'GET', url }), 'UnauthenticatedError', url);
  });
});

describe('messages', () => {
  it('a retried send with the same clientId answers the same message, 201, and publishes once', async () => {
    const req = client(t.app);
    const [a, b] = [await member(), await member()];
    const roomId = (await open(req, a.auth, { userId: b.user.id })).json().roomId as string;
    const clientId = randomUUID();
    t.events.clear();
    const first = await send(req, a.auth, roomId, 'مرحبا', clientId);
    const retry = await send(req, a.auth, roomId, 'مرحبا', clientId);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ roomId, senderId: a.user.id, body: 'مرحبا', clientId });
    expect(t.events.named('message.created')).toEqual([
      { messageId: first.json().id, roomId, senderId: a.user.id, recipientId: b.user.id },
    ]);
    const page = (await req({ method: 'GET', url: `/api/message/room/${roomId}`, headers: b.auth })).json();
    expect(page.items).toHaveLength(1);
    // The same clientId from the other member is another message.
    expect((await send(req, b.auth, roomId, 'أهلا', clientId)).json().id).not.toBe(first.json().id);
  });

  it('refuses bad input with the field named', async () => {
    const req = client(t.app);
    const [a, b] = [await member(), await member()];
    const roomId = (await open(req, a.auth, { userId: b.user.id })).json().roomId as string;
    const cases: [object, string][] = [
      [{ roomId, body: '', clientId: randomUUID() }, 'body'],
      [{ roomId, body: '   ', clientId: randomUUID() }, 'body'],
      [{ roomId, body: 'x'.repeat(2001), clientId: randomUUID() }, 'body'],
      [{ roomId, body: 'hi', clientId: 'not-a-uuid' }, 'clientId'],
      [{ body: 'hi', clientId: randomUUID() }, 'roomId'],
    ];
    for (const [payload, field] of cases) {
      const res = await req({ method: 'POST', url: '/api/message', payload, headers: a.auth });
      expectError(res, 'ValidationError', field);
      expect(res.json().data.field).toBe(field);
    }
    expect((await send(req, a.auth, roomId, 'x'.repeat(2000))).statusCode).toBe(201);
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['after=junk', 'after'],
      [`after=${NO_ONE}`, 'after'],
      [`after=${NO_ONE}&before=${NO_ONE}`, 'before'],
    ]) {
      const res = await req({ method: 'GET', url: `/api/message/room/${roomId}?${query}`, headers: a.auth });
      expectError(res, 'ValidationError', query);
      expect(res.json().data.field).toBe(field);
    }
    expectError(
      await req({ method: 'GET', url: '/api/rooms?cursor=junk', headers: a.auth }),
      'ValidationError',
    );
  });

  it('pages oldest→newest within a page, back with before and forward with after', async () => {
    const req = client(t.app);
    const [a, b] = [await member(), await member()];
    const roomId = (await open(req, a.auth, { userId: b.user.id })).json().roomId as string;
    const ids: string[] = [];
    for (let i = 0; i < 7; i++)
      ids.push((await send(req, i % 2 ? b.auth : a.auth, roomId, `m${i}`)).json().id);
    const page = (url: string) =>
      req({ method: 'GET', url: `/api/message/room/${roomId}${url}`, headers: a.auth });
    const newest = (await page('?limit=3')).json();
    expect(newest.items.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5', 'm6']);
    expect(newest.hasMore).toBe(true);
    const older = (await page(`?limit=3&before=${newest.items[0].id}`)).json();
    expect(older.items.map((m: { body: string }) => m.body)).toEqual(['m1', 'm2', 'm3']);
    const oldest = (await page(`?limit=3&before=${older.items[0].id}`)).json();
    expect(oldest).toMatchObject({ items: [{ body: 'm0' }], hasMore: false });
    const forward = (await page(`?limit=4&after=${ids[1]}`)).json();
    expect(forward.items.map((m: { id: string }) => m.id)).toEqual(ids.slice(2, 6));
    expect(forward.hasMore).toBe(true);
    const rest = (await page(`?limit=4&after=${ids[5]}`)).json();
    expect(rest).toMatchObject({ items: [{ id: ids[6] }], hasMore: false });
  });
});
