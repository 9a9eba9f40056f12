// A Redis outage must not stop the product (docs/decisions/0049-redis-outage.md): with Redis refusing,
// silent or half-open, a sign-in, a chat message and a favourite still answer (never 500) within
// REQUEST_BOUND_MS, the limits count in this process meanwhile (counted in /metrics), this
// instance's sockets still hear its own writes, readiness answers 503, and within RECOVERY_BOUND_MS
// of Redis's return everything is back: readiness, the limits in Redis, the events channel, and the
// sockets, dropped so that they catch up. Runs against the machine's Redis (REDIS_URL, or
// 127.0.0.1:6379 database 13) behind a relay that fails as a network does (support/tcp-proxy.ts),
// on either database mode.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_EVENTS } from '@souqna/contracts';
import { createPost, createUser } from '../db/factories/index.ts';
import { openRedis, type RedisConnections } from '../src/adapters/redis/index.ts';
import { bearer, buildTestApp, client, expectError, fakeIp, tokenFor, type TestApp } from './harness.ts';
import { nextEvent, socketClients } from './support/sockets.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { sleep, timed } from './support/timing.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/13';
/** Any request while Redis is out: at most one wait for Redis (REDIS_WAITS.answerMs), then the fallback. */
const REQUEST_BOUND_MS = 2_000;
/** From Redis's return to all of it working again. */
const RECOVERY_BOUND_MS = 5_000;

let proxy: TcpProxy;
let t: TestApp;
let url: string;
/** Straight to Redis, as another instance: what the relay does not touch. */
let direct: RedisConnections;
const sockets = socketClients();
beforeAll(async () => {
  proxy = await startTcpProxy(REDIS_URL);
  direct = await openRedis(REDIS_URL, { error: () => {}, warn: () => {}, info: () => {} });
  t = await buildTestApp({ env: { REDIS_URL: proxy.url } });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  sockets.closeAll();
  await proxy?.resume();
  await t?.close();
  await proxy?.close();
  await direct?.close();
});

// A case that failed half-way must not leave the next one without Redis.
afterEach(async () => proxy.resume());

const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });
const metric = async (name: string) =>
  Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(await t.app.metrics.metrics())?.[1]);

/** A member with a socket open on the instance, a room another member writes in, and an ad. */
async function scene() {
  const [member, other] = [await createUser(t.db), await createUser(t.db)];
  const post = await createPost(t.db);
  const ip = fakeIp();
  const req = client(t.app, ip);
  const auth = bearer(await tokenFor(other.id));
  const room = await req({
    method: 'POST',
    url: '/api/rooms',
    payload: { userId: member.id },
    headers: auth,
  });
  expect(room.statusCode, room.body).toBe(201);
  const roomId = room.json().roomId as string;
  const socket = await sockets.connect(url, await tokenFor(member.id));
  const login = () =>
    req({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
    });
  const traffic = () =>
    Promise.all([
      timed(login()),
      timed(
        req({
          method: 'POST',
          url: '/api/message',
          payload: { roomId, body: 'hi', clientId: randomUUID() },
          headers: auth,
        }),
      ),
      timed(req({ method: 'POST', url: '/api/favorite', payload: { postId: post.id }, headers: auth })),
      timed(ready()),
    ]);
  return { ip, socket, login, traffic };
}

/** An event another instance publishes reaches this one (the subscriber connection works). */
async function heardFromAnotherInstance(): Promise<boolean> {
  let heard = false;
  const stop = t.app.deps.events.subscribe('settings.updated', () => void (heard = true), {
    everywhere: true,
  });
  const event = { name: 'settings.updated', payload: { fields: ['outage-test'] } };
  await direct.command.publish(
    direct.channel('events'),
    JSON.stringify({ souqna: 'event', origin: 'test', event }),
  );
  await sleep(50);
  stop();
  return heard;
}

describe.each([
  ['refusing', () => proxy.refuse()],
  ['silent', async () => proxy.blackhole()],
  ['half-open', async () => proxy.halfOpen()],
])('an instance whose Redis is %s', (mode, fail) => {
  it('answers every request within seconds, never 500, and is back within seconds of its return', async () => {
    const { ip, socket, login, traffic } = await scene();
    expect((await ready()).statusCode).toBe(200);
    expect(await heardFromAnotherInstance()).toBe(true);
    const countedBefore = await metric('souqna_rate_limit_in_process_total');

    await fail();
    const delivered = nextEvent(socket, SOCKET_EVENTS.messageNew);
    // The first requests may spend one wait finding it out; those once the outage has lasted
    // (reconnections refused or unanswered every second by then) none.
    const rounds = [await traffic(), await sleep(2_000).then(traffic)];
    for (const [signIn, message, favourite, readiness] of rounds) {
      expect(signIn.value.statusCode, signIn.value.body).toBe(200);
      expect(message.value.statusCode, message.value.body).toBe(201);
      expect(favourite.value.statusCode, favourite.value.body).toBe(200);
      expectError(readiness.value, 'ServiceUnavailableError');
      expect(readiness.value.json().data).toEqual({ unavailable: ['redis'] });
    }
    const slowest = rounds.map((round) => Math.max(...round.map((r) => r.ms)));
    expect(Math.max(...slowest)).toBeLessThan(REQUEST_BOUND_MS);
    // This instance's own sockets still hear what is written through it.
    expect((await delivered).body).toBe('hi');
    expect(await metric('souqna_rate_limit_in_process')).toBe(1);
    expect(await metric('souqna_rate_limit_in_process_total')).toBeGreaterThan(countedBefore);

    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const reconnected = new Promise<void>((resolve) => socket.io.once('reconnect', () => resolve()));
    await proxy.resume();
    const back = performance.now();
    await expect
      .poll(async () => (await ready()).statusCode, { timeout: RECOVERY_BOUND_MS, interval: 100 })
      .toBe(200);
    const readyMs = performance.now() - back;
    await expect.poll(heardFromAnotherInstance, { timeout: RECOVERY_BOUND_MS, interval: 100 }).toBe(true);
    // Sockets are dropped to catch up over HTTP, and come back by themselves.
    expect(await dropped).toBe('transport close');
    await reconnected;
    const recoveredMs = performance.now() - back;
    expect(recoveredMs).toBeLessThan(RECOVERY_BOUND_MS);
    // The limits count in Redis again.
    await direct.command.del(`souqna:signin-ip:${ip}`);
    expect((await login()).statusCode).toBe(200);
    expect(await direct.command.get(`souqna:signin-ip:${ip}`)).toBe('1');
    expect(await metric('souqna_rate_limit_in_process')).toBe(0);
    console.info(
      `redis ${mode}: requests answered in ≤ ${slowest.map((ms) => ms.toFixed(0)).join(' then ≤ ')} ms; ` +
        `ready ${readyMs.toFixed(0)} ms and all back ${recoveredMs.toFixed(0)} ms after Redis's return`,
    );
  }, 30_000);
});
