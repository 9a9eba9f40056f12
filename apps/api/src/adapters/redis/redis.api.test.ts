// The Redis adapter against the real server (REDIS_URL, or the local one on database 12), through a
// relay that can go silent or away: two connections whatever the number of channels, and every wait
// bounded, so a silent or lost Redis fails a command in seconds and is logged once, never thrown.
import { afterEach, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../../test/support/tcp-proxy.ts';
import { openRedis, REDIS_WAITS, type RedisConnections } from './index.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/12';
const logged: unknown[] = [];
const record = (level: string) => (obj: unknown, msg: string) =>
  void logged.push({ level, msg, ...(obj as object) });
const log = { error: record('error'), warn: record('warn'), info: record('info') };
let redis: RedisConnections | undefined;
let proxy: TcpProxy | undefined;
afterEach(async () => {
  await redis?.close();
  await proxy?.close();
  [redis, proxy] = [undefined, undefined];
  logged.length = 0;
});

/** The outage once, and at most one error per connection: not one per command or refused reconnection. */
function expectOutageLoggedOnce() {
  const said = logged as Array<{ level: string; msg: string }>;
  expect(said.filter((l) => l.level !== 'error')).toEqual([
    expect.objectContaining({ level: 'warn', msg: expect.stringMatching(/^redis unavailable/) }),
  ]);
  expect(said.filter((l) => l.level === 'error').length).toBeLessThanOrEqual(2);
}

async function timed<T>(work: Promise<T>): Promise<{ outcome: T | Error; ms: number }> {
  const start = performance.now();
  const outcome = await work.catch((err: Error) => err);
  return { outcome, ms: performance.now() - start };
}

describe('openRedis', () => {
  it('opens a named command connection and one subscriber that carries several channels', async () => {
    redis = await openRedis(REDIS_URL, log);
    expect(await redis.command.client('GETNAME')).toBe('souqna:command');
    const db = Number(new URL(REDIS_URL).pathname.slice(1)) || 0;
    const [events, other] = [redis.channel('events'), redis.channel(`test-${process.pid}`)];
    expect(events).toBe(`souqna:events:${db}`);
    const heard: string[] = [];
    redis.subscriber.on('message', (channel: string, body: string) => heard.push(`${channel} ${body}`));
    await redis.subscriber.subscribe(events, other);
    await redis.command.publish(other, 'one');
    await redis.command.publish(events, 'two');
    await expect.poll(() => heard).toEqual(expect.arrayContaining([`${other} one`, `${events} two`]));
  });

  it('fails a command within its timeout while Redis is silent (logged once, never thrown where unhandled), and answers once it is back', async () => {
    proxy = await startTcpProxy(REDIS_URL);
    redis = await openRedis(proxy.url, log);
    proxy.blackhole();
    const [silent, guarded] = await Promise.all([
      timed(redis.command.ping()),
      timed(redis.guarded.command.publish(redis.channel('events'), 'lost')),
    ]);
    // The command times out, or the silent connection is dropped under it (the same wait).
    expect(silent.outcome).toBeInstanceOf(Error);
    expect(silent.ms).toBeLessThan(REDIS_WAITS.commandMs + 500);
    // What the Socket.IO adapter publishes never rejects (nothing there would handle it): it is logged.
    expect(guarded.outcome).toBeUndefined();
    // Logged as the outage it is, not once per dropped publish.
    expectOutageLoggedOnce();
    expect(redis.health.up).toBe(false);
    // Meanwhile a publish is dropped at once.
    expect((await timed(redis.guarded.command.publish(redis.channel('events'), 'dropped'))).ms).toBeLessThan(
      50,
    );
    await proxy.resume();
    // The silent connection was dropped; the new one answers within a reconnect or two.
    await expect.poll(() => redis?.command.ping().catch(() => null), { timeout: 5_000 }).toBe('PONG');
    await expect.poll(() => redis?.health.up, { timeout: 5_000 }).toBe(true);
  });

  it('logs a lost connection once, fails commands meanwhile at once, and closes at once', async () => {
    proxy = await startTcpProxy(REDIS_URL);
    redis = await openRedis(proxy.url, log);
    await proxy.refuse();
    await expect.poll(() => redis?.health.up, { timeout: 2_000 }).toBe(false);
    const lost = await timed(redis.command.incr('souqna:test:never'));
    expect(lost.outcome).toBeInstanceOf(Error);
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // a few reconnections, refused
    expectOutageLoggedOnce();
    expect(lost.ms).toBeLessThan(100);
    expect((await timed(redis.close())).ms).toBeLessThan(REDIS_WAITS.commandMs + 500);
  });

  it('subscribes again, until Redis takes it, to a channel whose subscription timed out', async () => {
    proxy = await startTcpProxy(REDIS_URL);
    redis = await openRedis(proxy.url, log);
    const other = await openRedis(REDIS_URL, log);
    const channel = redis.channel(`late-${process.pid}`);
    const heard: string[] = [];
    redis.subscriber.on('message', (name: string, body: string) => name === channel && heard.push(body));
    proxy.blackhole();
    // Settles (logged) once it timed out: ioredis alone would never subscribe to it again.
    await redis.guarded.subscriber.subscribe(channel);
    await proxy.resume();
    const heardOnce = async () => (await other.command.publish(channel, 'hello'), heard.length > 0);
    await expect.poll(heardOnce, { timeout: 8_000, interval: 250 }).toBe(true);
    await other.close();
  });

  it('refuses to open when Redis is not there', async () => {
    const closed = await startTcpProxy(REDIS_URL);
    await closed.close();
    await expect(openRedis(closed.url, log)).rejects.toThrow();
  });
});
