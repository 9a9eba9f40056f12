// The socket is part of the app buildApp makes, and pushes what the domain events say: signing out
// tells that session's socket and drops it, while the member's other sessions stay connected.
import { describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@souqna/contracts';
import { createUser } from '../db/factories/index.ts';
import { bearer, client, tokenFor } from './harness.ts';
import { nextDisconnect, nextEvent, socketTestApp } from './support/sockets.ts';

const t = socketTestApp();

const connect = t.connect;
const next = nextEvent;

describe('the socket', () => {
  it('refuses a socket without a valid session', async () => {
    await expect(connect()).rejects.toThrow('UnauthenticatedError');
    await expect(connect('not-a-token')).rejects.toThrow('UnauthenticatedError');
  });

  it('signing out tells that session and disconnects it; another session stays', async () => {
    const member = await createUser(t.db);
    const [phone, laptop] = [await tokenFor(member.id), await tokenFor(member.id)];
    const phoneSocket = await connect(phone);
    const laptopSocket = await connect(laptop);
    const revoked = next(phoneSocket, SOCKET_EVENTS.sessionRevoked);
    const dropped = nextDisconnect(phoneSocket);
    const res = await client(t.app)({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await revoked).toEqual({});
    expect(await dropped).toBe('io server disconnect');
    expect(laptopSocket.connected).toBe(true);
  });

  it('ending all of a member’s sessions reaches every socket of theirs and no one else', async () => {
    const [member, other] = [await createUser(t.db), await createUser(t.db)];
    const a = await connect(await tokenFor(member.id));
    const b = await connect(await tokenFor(member.id));
    const bystander = await connect(await tokenFor(other.id));
    let bystanderTold = false;
    bystander.on(SOCKET_EVENTS.sessionRevoked, () => (bystanderTold = true));
    const both = Promise.all([next(a, SOCKET_EVENTS.sessionRevoked), next(b, SOCKET_EVENTS.sessionRevoked)]);
    t.app.deps.events.publish('session.revoked', { userId: member.id });
    expect(await both).toEqual([{}, {}]);
    // A round trip on the bystander's socket: anything sent to it would have arrived by now.
    await new Promise((r) => setTimeout(r, 50));
    expect(bystanderTold).toBe(false);
    expect(bystander.connected).toBe(true);
  });
});
