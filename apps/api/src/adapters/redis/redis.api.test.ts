// The Redis adapter against the real server (REDIS_URL, or the local one on database 12), through a
// relay that can go silent or away: two connections whatever the number of channels, and every wait
// bounded, so a silent or lost Redis fails a command in seconds and is logged, never thrown.
import { afterEach, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../../test/support/tcp-proxy.ts';
import { openRedis, type RedisConnections } from './index.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/12';
const logged: unknown[] = [];
const log = { error: (obj: unknown) => void logged.push(obj) };
let redis: RedisConnections | undefined;
let proxy: TcpProxy | undefined;
afterEach(async () => {
  await redis?.close();
  await proxy?.close();
  [redis, proxy] = [undefined, undefined];
  logged.length = 0;
});

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

  it('fails a command within its timeout while Redis is silent (logged where unhandled), and answers once it is back', async () => {
    proxy = await startTcpProxy(REDIS_URL);
    redis = await openRedis(proxy.url, log);
    proxy.blackhole();
    const [silent, guarded] = await Promise.all([
      timed(redis.command.ping()),
      timed(redis.guarded.command.publish(redis.channel('events'), 'lost')),
    ]);
    expect(silent.outcome).toMatchObject({ message: 'Command timed out' });
    expect(silent.ms).toBeLessThan(3_000);
    // What the Socket.IO adapter publishes never rejects (nothing there would handle it): it is logged.
    expect(guarded.outcome).toBeUndefined();
    expect(logged).toContainEqual(expect.objectContaining({ redis: 'publish' }));
    proxy.resume();
    expect(await redis.command.ping()).toBe('PONG');
  });

  it('logs a lost connection, fails commands meanwhile within the timeout, and closes at once', async () => {
    proxy = await startTcpProxy(REDIS_URL);
    redis = await openRedis(proxy.url, log);
    await proxy.close();
    proxy = undefined;
    await expect
      .poll(() => logged, { timeout: 5_000 })
      .toContainEqual(expect.objectContaining({ redis: 'command' }));
    const lost = await timed(redis.command.incr('souqna:test:never'));
    expect(lost.outcome).toBeInstanceOf(Error);
    expect(lost.ms).toBeLessThan(3_000);
    expect((await timed(redis.close())).ms).toBeLessThan(3_000);
  });

  it('refuses to open when Redis is not there', async () => {
    const closed = await startTcpProxy(REDIS_URL);
    await closed.close();
    await expect(openRedis(closed.url, log)).rejects.toThrow();
  });
});
