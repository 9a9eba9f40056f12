// A committed message's push survives one failed read (docs/decisions/0065-chat-at-scale.md): at
// 10,000 sockets on a starved machine, reads after commit waited past the pool's bound and the
// recipient's open page never heard of the message.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@souqna/contracts';
import { MESSAGE_PUSH_RETRY_MS, socketPushes } from '../src/compose/socket-pushes.ts';
import type { Database } from '../src/db/client.ts';
import { createUser } from '../db/factories/index.ts';
import { nextEvent, socketTestApp } from './support/sockets.ts';
import { bearer, client, tokenFor } from './harness.ts';

const t = socketTestApp();

it('pushes the message after its first read fails as an exhausted pool fails it', async () => {
  const req = client(t.app);
  const [a, b] = [await createUser(t.db), await createUser(t.db)];
  const auth = bearer(await tokenFor(a.id)) as Record<string, string>;
  const roomId = (
    await req({ method: 'POST', url: '/api/rooms', payload: { userId: b.id }, headers: auth })
  ).json().roomId as string;
  const sb = await t.connect(await tokenFor(b.id));
  const pushed = nextEvent(sb, SOCKET_EVENTS.messageNew);
  const sent = await req({
    method: 'POST',
    url: '/api/message',
    payload: { roomId, body: 'ما زال متوفرا؟', clientId: randomUUID() },
    headers: auth,
  });
  expect(await pushed).toEqual(sent.json());
  await t.app.deps.events.settled();

  // The same push again, over a database whose next query fails as pg's pool does past its wait.
  const sql = t.app.deps.sql;
  let failures = 1;
  const starved = {
    ...sql,
    query: ((...args: Parameters<Database['query']>) =>
      failures-- > 0
        ? Promise.reject(new Error('timeout exceeded when trying to connect'))
        : sql.query(...args)) as Database['query'],
  };
  const again = nextEvent(sb, SOCKET_EVENTS.messageNew);
  const started = performance.now();
  await socketPushes({ sql: starved, storage: t.app.deps.storage }, t.app.io).chatMessage({
    messageId: sent.json().id,
    roomId,
    senderId: a.id,
    recipientId: b.id,
  });
  expect(await again).toEqual(sent.json());
  expect(failures).toBeLessThan(0);
  expect(performance.now() - started).toBeGreaterThanOrEqual(MESSAGE_PUSH_RETRY_MS - 5);
});
