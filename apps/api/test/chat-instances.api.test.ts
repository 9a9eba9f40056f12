// Two server instances on one database and one Redis (docs/decisions/0019-chat-storage-and-delivery.md):
// a message or a notification written through instance A reaches a socket connected to instance B,
// and only the members concerned. Needs a Redis at REDIS_URL (default redis://127.0.0.1:6379).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_PER_MINUTE, SOCKET_EVENTS } from '@souqna/contracts';
import { createUser } from '../db/factories/index.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { App } from '../src/context.ts';
import { createEventBus } from '../src/events/event-bus.ts';
import { nextEvent, socketClients } from './support/sockets.ts';
import {
  bearer,
  buildTestApp,
  client,
  expectError,
  TEST_JWT_SECRET,
  tokenFor,
  type TestApp,
} from './harness.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let a: TestApp;
let b: App;
let urlB: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souqna-instance-b-'));
const clients = socketClients();
beforeAll(async () => {
  a = await buildTestApp({ env: { REDIS_URL } });
  const config = loadConfig({ APP_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir, REDIS_URL });
  // The second instance: its own process state (events, sockets), the same database and Redis.
  b = await buildApp({ config, db: a.db, events: createEventBus({ error: () => {} }), logger: false });
  urlB = await b.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  clients.closeAll();
  await b?.close();
  await a?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const connectToB = (token: string) => clients.connect(urlB, token);
const next = nextEvent;

describe('two instances', () => {
  it('a message sent through A reaches the recipient’s socket on B, and not a third member’s', async () => {
    const req = client(a.app);
    const [sender, recipient, third] = [
      await createUser(a.db),
      await createUser(a.db),
      await createUser(a.db),
    ];
    const auth = bearer(await tokenFor(sender.id));
    const roomId = (
      await req({ method: 'POST', url: '/api/rooms', payload: { userId: recipient.id }, headers: auth })
    ).json().roomId as string;
    const onB = await connectToB(await tokenFor(recipient.id));
    const thirdOnB = await connectToB(await tokenFor(third.id));
    let thirdTold = false;
    thirdOnB.onAny(() => (thirdTold = true));
    const arrived = Promise.all([next(onB, SOCKET_EVENTS.messageNew), next(onB, SOCKET_EVENTS.unseenCount)]);
    const sent = await req({
      method: 'POST',
      url: '/api/message',
      payload: { roomId, body: 'across instances', clientId: randomUUID() },
      headers: auth,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await arrived).toEqual([sent.json(), { count: 1 }]);
    await a.app.deps.events.settled();
    await new Promise((r) => setTimeout(r, 100));
    expect(thirdTold).toBe(false);
  });

  it('a notification written through A (a follow) reaches the followed member’s socket on B only', async () => {
    const req = client(a.app);
    const [follower, followed, third] = [
      await createUser(a.db),
      await createUser(a.db),
      await createUser(a.db),
    ];
    const onB = await connectToB(await tokenFor(followed.id));
    const thirdOnB = await connectToB(await tokenFor(third.id));
    let thirdTold = false;
    thirdOnB.onAny(() => (thirdTold = true));
    const arrived = next(onB, SOCKET_EVENTS.notificationNew);
    const res = await req({
      method: 'PATCH',
      url: `/api/followers/${followed.id}`,
      headers: bearer(await tokenFor(follower.id)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await arrived).toMatchObject({ type: 'follow', userFrom: { _id: follower.id } });
    await a.app.deps.events.settled();
    await new Promise((r) => setTimeout(r, 100));
    expect(thirdTold).toBe(false);
  });

  it('a member’s send limit counts across instances: the next send after the limit is refused on B too', async () => {
    const [sender, recipient] = [await createUser(a.db), await createUser(a.db)];
    const auth = bearer(await tokenFor(sender.id));
    const reqA = client(a.app);
    const reqB = client(b);
    const roomId = (
      await reqA({ method: 'POST', url: '/api/rooms', payload: { userId: recipient.id }, headers: auth })
    ).json().roomId as string;
    const send = (req: typeof reqA) =>
      req({
        method: 'POST',
        url: '/api/message',
        payload: { roomId, body: 'hi', clientId: randomUUID() },
        headers: auth,
      });
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++)
      expect((await send(i % 2 ? reqB : reqA)).statusCode).toBe(201);
    for (const req of [reqA, reqB]) expectError(await send(req), 'TooManyRequestsError');
  });
});
