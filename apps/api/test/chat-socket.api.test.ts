// Chat over the socket (docs/product/conversations-and-notifications.md#real-time-events): after a
// message commits, both members get it and the recipient their unseen count, a third member gets
// nothing; reading pushes the reader's count; a client that was away catches up over HTTP.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_PATH } from '@souqna/contracts';
import { createUser } from '../db/factories/index.ts';
import { nextEvent, socketTestApp, type TestSocket } from './support/sockets.ts';
import { bearer, client, tokenFor } from './harness.ts';

const t = socketTestApp();

const connect = t.connect;
const next = nextEvent;

/** Everything a socket receives, by event name. */
function record(socket: TestSocket) {
  const got: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => got.push([event, payload]));
  return got;
}

/** The room `from` opens with `to` (POST /api/rooms), by id. */
async function roomOf(from: { auth: Record<string, string> }, to: { user: { id: string } }) {
  const res = await client(t.app)({
    method: 'POST',
    url: '/api/rooms',
    payload: { userId: to.user.id },
    headers: from.auth,
  });
  return res.json().roomId as string;
}

async function member() {
  const user = await createUser(t.db);
  const token = await tokenFor(user.id);
  return { user, token, auth: bearer(token) as Record<string, string> };
}

describe('chat over the socket', () => {
  it("gives the recipient's copy the message's safety signals, never the sender's (docs/product/safety.md)", async () => {
    const req = client(t.app);
    const [a, b] = [await member(), await member()];
    const roomId = await roomOf(a, b);
    const [sa, sb] = [await connect(a.token), await connect(b.token)];
    const toA = next(sa, SOCKET_EVENTS.messageNew);
    const toB = next(sb, SOCKET_EVENTS.messageNew);
    const sent = await req({
      method: 'POST',
      url: '/api/message',
      payload: { roomId, body: 'IBAN SA03 8000 0000 6080 1016 7519', clientId: randomUUID() },
      headers: a.auth,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await toB).toEqual({ ...sent.json(), safetySignals: ['iban'] });
    expect(await toA).toEqual(sent.json());
  });

  it('pushes the message to both members and the unseen count to the recipient, nothing to a third', async () => {
    const req = client(t.app);
    const [a, b, c] = [await member(), await member(), await member()];
    const roomId = await roomOf(a, b);
    const [sa, sb, sc] = [await connect(a.token), await connect(b.token), await connect(c.token)];
    const thirdGot = record(sc);
    const toB = Promise.all([
      next(sb, SOCKET_EVENTS.messageNew),
      next(sb, SOCKET_EVENTS.roomUpdate),
      next(sb, SOCKET_EVENTS.unseenCount),
    ]);
    const toA = next(sa, SOCKET_EVENTS.messageNew);
    const sent = await req({
      method: 'POST',
      url: '/api/message',
      payload: { roomId, body: 'is it still for sale?', clientId: randomUUID() },
      headers: a.auth,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [message, update, count] = await toB;
    expect(message).toEqual(sent.json());
    // The room as B's list shows it: the page updates from it without asking (docs/decisions/0061).
    expect(update).toMatchObject({
      roomId,
      room: { roomId, unseenCount: 1, lastMessage: { body: 'is it still for sale?' } },
    });
    expect(count).toEqual({ count: 1 });
    expect(await toA).toEqual(sent.json());

    const readCount = next(sb, SOCKET_EVENTS.unseenCount);
    const readTick = next(sa, SOCKET_EVENTS.roomUpdate);
    await req({ method: 'POST', url: `/api/rooms/${roomId}/read`, headers: b.auth });
    expect(await readCount).toEqual({ count: 0 });
    expect(await readTick).toMatchObject({ roomId, room: { peerReadSeq: message.seq, unseenCount: 0 } });
    await t.app.deps.events.settled();
    await new Promise((r) => setTimeout(r, 50));
    expect(thirdGot).toEqual([]);
  });

  it('tells each member the room as their own list shows it: the other member, their own unseen count', async () => {
    // Both views come from one read (docs/decisions/0065-chat-at-scale.md): neither may get the other's.
    const req = client(t.app);
    const [a, b] = [await member(), await member()];
    const roomId = await roomOf(a, b);
    const [sa, sb] = [await connect(a.token), await connect(b.token)];
    const [toA, toB] = [next(sa, SOCKET_EVENTS.roomUpdate), next(sb, SOCKET_EVENTS.roomUpdate)];
    const sent = await req({
      method: 'POST',
      url: '/api/message',
      payload: { roomId, body: 'هل ما زال متوفرا؟', clientId: randomUUID() },
      headers: a.auth,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await toA).toMatchObject({
      roomId,
      room: { roomId, member: { _id: b.user.id }, roomName: b.user.fullname, unseenCount: 0 },
    });
    expect(await toB).toMatchObject({
      roomId,
      room: { roomId, member: { _id: a.user.id }, roomName: a.user.fullname, unseenCount: 1 },
    });
  });

  it('a socket that connects is told its unseen count at once (a tab that missed pushes starts right)', async () => {
    const req = client(t.app);
    const [a, b] = [await member(), await member()];
    const roomId = await roomOf(a, b);
    for (const body of ['one', 'two'])
      await req({
        method: 'POST',
        url: '/api/message',
        payload: { roomId, body, clientId: randomUUID() },
        headers: a.auth,
      });
    const raw: TestSocket = io(t.url, {
      path: SOCKET_PATH,
      auth: { token: b.token },
      transports: ['websocket'],
    });
    try {
      expect(await next(raw, SOCKET_EVENTS.unseenCount)).toEqual({ count: 2 });
    } finally {
      raw.close();
    }
  });

  it('a client that lost its connection gets every missed message over HTTP, in order, once', async () => {
    const req = client(t.app);
    const [a, b] = [await member(), await member()];
    const roomId = await roomOf(a, b);
    const send = async (body: string) =>
      (
        await req({
          method: 'POST',
          url: '/api/message',
          payload: { roomId, body, clientId: randomUUID() },
          headers: a.auth,
        })
      ).json() as { id: string; body: string };
    const sb = await connect(b.token);
    const first = next(sb, SOCKET_EVENTS.messageNew);
    const seen = await send('m0');
    expect(await first).toEqual(seen);
    sb.disconnect();
    const missed = [];
    for (let i = 1; i <= 5; i++) missed.push(await send(`m${i}`));
    await t.app.deps.events.settled();
    const back = await connect(b.token);
    const pages = [];
    let after = seen.id;
    for (;;) {
      const page = (
        await req({
          method: 'GET',
          url: `/api/message/room/${roomId}?after=${after}&limit=2`,
          headers: b.auth,
        })
      ).json();
      pages.push(...page.items);
      if (!page.hasMore) break;
      after = page.items.at(-1).id;
    }
    expect(pages).toEqual(missed);
    expect(back.connected).toBe(true);
    const me = await req({ method: 'GET', url: '/api/auth/me', headers: b.auth });
    expect(me.json().userData.unseenMessagesCount).toBe(0);
  });

  it('deleting a room for me tells my sockets my new count and tells the other member nothing', async () => {
    const req = client(t.app);
    const [a, b] = [await member(), await member()];
    const roomId = await roomOf(a, b);
    await req({
      method: 'POST',
      url: '/api/message',
      payload: { roomId, body: 'unread', clientId: randomUUID() },
      headers: b.auth,
    });
    await t.app.deps.events.settled();
    const [sa, sb] = [await connect(a.token), await connect(b.token)];
    const otherGot = record(sb);
    const mine = Promise.all([next(sa, SOCKET_EVENTS.roomUpdate), next(sa, SOCKET_EVENTS.unseenCount)]);
    await req({ method: 'POST', url: `/api/rooms/deleteRoom/${roomId}`, headers: a.auth });
    expect(await mine).toEqual([{ roomId, removed: true }, { count: 0 }]);
    await t.app.deps.events.settled();
    await new Promise((r) => setTimeout(r, 50));
    expect(otherGot).toEqual([]);
  });
});
