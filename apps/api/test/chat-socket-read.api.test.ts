// A page says over its socket that it has shown a room's messages (docs/decisions/0061): the
// sender's ticks and the reader's count follow with no HTTP request; a malformed word changes nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CLIENT_SOCKET_EVENTS, SOCKET_EVENTS } from '@souqna/contracts';
import { createUser } from '../db/factories/index.ts';
import { nextEvent, socketTestApp } from './support/sockets.ts';
import { bearer, client, tokenFor } from './harness.ts';

const t = socketTestApp();

async function member() {
  const user = await createUser(t.db);
  const token = await tokenFor(user.id);
  return { user, token, auth: bearer(token) as Record<string, string> };
}

async function roomWithMessage(a: Awaited<ReturnType<typeof member>>, b: Awaited<ReturnType<typeof member>>) {
  const req = client(t.app);
  const roomId = (
    await req({ method: 'POST', url: '/api/rooms', payload: { userId: b.user.id }, headers: a.auth })
  ).json().roomId as string;
  const sent = await req({
    method: 'POST',
    url: '/api/message',
    payload: { roomId, body: 'still available?', clientId: randomUUID() },
    headers: a.auth,
  });
  await t.app.deps.events.settled();
  return { roomId, seq: sent.json().seq as number };
}

const unseenOf = async (m: Awaited<ReturnType<typeof member>>) =>
  (await client(t.app)({ method: 'GET', url: '/api/auth/me', headers: m.auth })).json().userData
    .unseenMessagesCount as number;

describe('room:read over the socket', () => {
  it("moves the reader's pointer: the sender's room gets its tick, the reader's count drops to 0", async () => {
    const [a, b] = [await member(), await member()];
    const { roomId, seq } = await roomWithMessage(a, b);
    const [sa, sb] = [await t.connect(a.token), await t.connect(b.token)];
    const tick = nextEvent(sa, SOCKET_EVENTS.roomUpdate);
    const mine = Promise.all([
      nextEvent(sb, SOCKET_EVENTS.roomUpdate),
      nextEvent(sb, SOCKET_EVENTS.unseenCount),
    ]);
    sb.emit(CLIENT_SOCKET_EVENTS.roomRead, { roomId, seq });
    expect(await tick).toMatchObject({ roomId, room: { peerReadSeq: seq } });
    const [room, count] = await mine;
    expect(room).toMatchObject({ roomId, room: { unseenCount: 0 } });
    expect(count).toEqual({ count: 0 });
    expect(await unseenOf(b)).toBe(0);
  });

  it('a malformed word changes nothing (a missing seq is not "everything")', async () => {
    const [a, b] = [await member(), await member()];
    const { roomId, seq } = await roomWithMessage(a, b);
    const sb = await t.connect(b.token);
    for (const bad of [{ roomId }, { roomId, seq: -1 }, { roomId: 'x'.repeat(500), seq }, 'nonsense'])
      sb.emit(CLIENT_SOCKET_EVENTS.roomRead, bad as never);
    await new Promise((r) => setTimeout(r, 200));
    await t.app.deps.events.settled();
    expect(await unseenOf(b)).toBe(1);
  });
});
