// Chat over HTTP, continued (docs/product/conversations-and-notifications.md#unseen-messages):
// unseen counts and reading, the room list's order and paging, delete-for-me and blocks.
import { randomUUID } from 'node:crypto';
import { MESSAGES_PER_MINUTE } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser } from '../db/factories/index.ts';
import { bearer, buildTestApp, client, expectError, tokenFor, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

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
const unseen = async (req: Req, auth: Headers) =>
  (await req({ method: 'GET', url: '/api/auth/me', headers: auth })).json().userData
    .unseenMessagesCount as number;
const rooms = async (req: Req, auth: Headers) =>
  (await req({ method: 'GET', url: '/api/rooms', headers: auth })).json().rooms as {
    roomId: string;
    unseenCount: number;
    lastMessage: { body: string } | null;
  }[];

describe('unseen counts and reading', () => {
  it('counts the other member’s messages after my read pointer; reading clears them', async () => {
    const req = client(t.app);
    const [a, b, c] = [await member(), await member(), await member()];
    const ab = (await open(req, a.auth, { userId: b.user.id })).json().roomId as string;
    const cb = (await open(req, c.auth, { userId: b.user.id })).json().roomId as string;
    await send(req, a.auth, ab, 'one');
    await send(req, a.auth, ab, 'two');
    await send(req, c.auth, cb, 'three');
    await send(req, b.auth, ab, 'mine do not count');
    // b answered in ab, which moved b's pointer past a's messages there.
    expect(await unseen(req, b.auth)).toBe(1);
    await send(req, a.auth, ab, 'four');
    expect(await unseen(req, b.auth)).toBe(2);
    // Sending 'four' moved a's pointer past b's reply: answering reads what came before.
    expect(await unseen(req, a.auth)).toBe(0);
    const login = await req({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: b.user.email, password: b.user.password },
    });
    expect(login.json().user.unseenMessagesCount).toBe(2);
    expect(
      (await req({ method: 'GET', url: `/api/users/${b.user.id}`, headers: b.auth })).json(),
    ).toMatchObject({
      unseenMessagesCount: 2,
    });
    // An admin's page of members carries each member's count too (one query for the page).
    const admin = bearer(await tokenFor((await createAdmin(t.db)).id));
    const page = (
      await req({
        method: 'GET',
        url: `/api/users?search=${encodeURIComponent(b.user.email!)}`,
        headers: admin,
      })
    ).json().items as { _id: string; unseenMessagesCount: number }[];
    expect(page.map((u) => [u._id, u.unseenMessagesCount])).toEqual([[b.user.id, 2]]);
    const list = await rooms(req, b.auth);
    expect(list.map((r) => [r.roomId, r.unseenCount, r.lastMessage?.body])).toEqual([
      [ab, 1, 'four'],
      [cb, 1, 'three'],
    ]);
    t.events.clear();
    const read = await req({ method: 'POST', url: `/api/rooms/${cb}/read`, headers: b.auth });
    expect(read.json()).toEqual({ roomId: cb, unseenMessagesCount: 1 });
    expect(t.events.named('room.read')).toEqual([{ roomId: cb, userId: b.user.id }]);
    // Reading again changes nothing and says so to no one.
    await req({ method: 'POST', url: `/api/rooms/${cb}/read`, headers: b.auth });
    expect(t.events.named('room.read')).toHaveLength(1);
    await req({ method: 'GET', url: `/api/message/room/${ab}`, headers: b.auth });
    expect(await unseen(req, b.auth)).toBe(0);
  });

  it('read ticks: the room tells each member how far the other has read, by message seq', async () => {
    const req = client(t.app);
    const [a, b] = [await member(), await member()];
    const roomId = (await open(req, a.auth, { userId: b.user.id })).json().roomId as string;
    const one = (await send(req, a.auth, roomId, 'one')).json();
    const two = (await send(req, a.auth, roomId, 'two')).json();
    expect(two.seq).toBeGreaterThan(one.seq);
    const seenBy = async (auth: Headers) =>
      (await req({ method: 'GET', url: `/api/rooms/${roomId}`, headers: auth })).json().peerReadSeq as number;
    expect(await seenBy(a.auth)).toBeLessThan(one.seq);
    await req({
      method: 'GET',
      url: `/api/message/room/${roomId}?limit=1&before=${two.id}`,
      headers: b.auth,
    });
    expect(await seenBy(a.auth)).toBe(one.seq);
    await req({ method: 'POST', url: `/api/rooms/${roomId}/read`, headers: b.auth });
    expect(await seenBy(a.auth)).toBe(two.seq);
    // b's own view: a has read up to a's own newest message (sending reads).
    expect(await seenBy(b.auth)).toBe(two.seq);
  });

  it('lists newest activity first, keyset-paged', async () => {
    const req = client(t.app);
    const me = await member();
    const others = [await member(), await member(), await member()];
    const ids: string[] = [];
    for (const o of others) ids.push((await open(req, me.auth, { userId: o.user.id })).json().roomId);
    await send(req, others[0]!.auth, ids[0]!, 'bump');
    const first = (await req({ method: 'GET', url: '/api/rooms?limit=2', headers: me.auth })).json();
    expect(first.rooms.map((r: { roomId: string }) => r.roomId)).toEqual([ids[0], ids[2]]);
    const next = await req({
      method: 'GET',
      url: `/api/rooms?limit=2&cursor=${first.nextCursor}`,
      headers: me.auth,
    });
    expect(next.json()).toMatchObject({ rooms: [{ roomId: ids[1] }], nextCursor: null });
  });
});

describe('delete for me and blocks', () => {
  it('deleting hides the room and its messages from me only; a new message brings the room back', async () => {
    const req = client(t.app);
    const [a, b] = [await member(), await member()];
    const roomId = (await open(req, a.auth, { userId: b.user.id })).json().roomId as string;
    const old = (await send(req, b.auth, roomId, 'old')).json();
    const del = await req({ method: 'POST', url: `/api/rooms/deleteRoom/${roomId}`, headers: a.auth });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ roomId, deleted: true });
    expect(await rooms(req, a.auth)).toEqual([]);
    expect(await unseen(req, a.auth)).toBe(0);
    expectError(
      await req({ method: 'GET', url: `/api/message/${old.id}`, headers: a.auth }),
      'NotFoundError',
    );
    // The other member keeps the room and every message.
    expect((await rooms(req, b.auth)).map((r) => r.roomId)).toEqual([roomId]);
    expect((await req({ method: 'GET', url: `/api/message/${old.id}`, headers: b.auth })).statusCode).toBe(
      200,
    );
    await send(req, b.auth, roomId, 'new');
    const back = await rooms(req, a.auth);
    expect(back).toMatchObject([{ roomId, unseenCount: 1, lastMessage: { body: 'new' } }]);
    const page = (await req({ method: 'GET', url: `/api/message/room/${roomId}`, headers: a.auth })).json();
    expect(page.items.map((m: { body: string }) => m.body)).toEqual(['new']);
    const theirs = (await req({ method: 'GET', url: `/api/message/room/${roomId}`, headers: b.auth })).json();
    expect(theirs.items.map((m: { body: string }) => m.body)).toEqual(['old', 'new']);
  });

  it('a blocked pair reads but cannot send; the blocker no longer lists the room', async () => {
    const req = client(t.app);
    const [a, b] = [await member(), await member()];
    const roomId = (await open(req, a.auth, { userId: b.user.id })).json().roomId as string;
    await send(req, b.auth, roomId, 'before the block');
    await req({ method: 'POST', url: `/api/blocks/${b.user.id}`, headers: a.auth });
    for (const who of [a, b]) {
      const res = await send(req, who.auth, roomId, 'after');
      expectError(res, 'UnauthorizedError');
      expect(res.json().data).toMatchObject({ reason: 'blocked' });
      const room = await req({ method: 'GET', url: `/api/rooms/${roomId}`, headers: who.auth });
      // Both see it closed; only the blocker is offered Unblock.
      expect(room.json()).toMatchObject({ roomId, closed: true, blockedByMe: who === a });
      const page = await req({ method: 'GET', url: `/api/message/room/${roomId}`, headers: who.auth });
      expect(page.json().items).toHaveLength(1);
    }
    expect(await rooms(req, a.auth)).toEqual([]);
    expect((await rooms(req, b.auth)).map((r) => r.roomId)).toEqual([roomId]);
    await req({ method: 'DELETE', url: `/api/blocks/${b.user.id}`, headers: a.auth });
    expect((await send(req, a.auth, roomId, 'again')).statusCode).toBe(201);
  });
});

describe('messages under load', () => {
  it('sends at once from both members: every message once, paging after finds them all in order', async () => {
    const req = client(t.app);
    const [a, b] = [await member(), await member()];
    const roomId = (await open(req, a.auth, { userId: b.user.id })).json().roomId as string;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(req, i % 2 ? b.auth : a.auth, roomId, `m${i}`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const page = (query: string) =>
      req({ method: 'GET', url: `/api/message/room/${roomId}?${query}`, headers: a.auth }).then((r) =>
        r.json(),
      );
    const all = (await page('limit=100')).items.map((m: { id: string }) => m.id) as string[];
    // Walking forward from the oldest, six at a time, meets each message once, in the same order.
    const seen = [all[0]!];
    for (let more = true; more;) {
      const next = await page(`limit=6&after=${seen.at(-1)}`);
      seen.push(...next.items.map((m: { id: string }) => m.id));
      more = next.hasMore;
    }
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(20);
    expect([...seen].sort()).toEqual(answers.map((r) => r.json().id as string).sort());
  });

  it(`limits sends to ${MESSAGES_PER_MINUTE} a minute per member`, async () => {
    const req = client(t.app);
    const [a, b] = [await member(), await member()];
    const roomId = (await open(req, a.auth, { userId: b.user.id })).json().roomId as string;
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++)
      expect((await send(req, a.auth, roomId, `${i}`)).statusCode).toBe(201);
    expectError(await send(req, a.auth, roomId, 'one too many'), 'TooManyRequestsError');
    // The other member's budget is their own.
    expect((await send(req, b.auth, roomId, 'still here')).statusCode).toBe(201);
  });
});
