// The limits while Redis is out (docs/decisions/0049-redis-outage.md): counted in this process, still
// enforced there, logged once each way, and back in Redis once it answers. Against the machine's
// Redis (REDIS_URL, or the local one on database 12) behind a relay that can refuse.
import { afterEach, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { startTcpProxy, type TcpProxy } from '../../../test/support/tcp-proxy.ts';
import { openRedis, type RedisConnections } from '../redis/index.ts';
import { createLimits } from './rate-limiter.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/12';
const rateLimits = {
  windowSeconds: 60,
  otpPerIdentifier: 5,
  otpPerIp: 30,
  failedSignInsPerIdentifier: 10,
  signInPerIp: 3,
};
const said: string[] = [];
const log = {
  error: () => {},
  warn: (_: unknown, msg: string) => void said.push(msg),
  info: (_: unknown, msg: string) => void said.push(msg),
};
let redis: RedisConnections | undefined;
let proxy: TcpProxy | undefined;
afterEach(async () => {
  await redis?.close();
  await proxy?.close();
  said.length = 0;
});

it('counts in this process while Redis is refused, still limits, and counts in Redis again once it is back', async () => {
  proxy = await startTcpProxy(REDIS_URL);
  redis = await openRedis(proxy.url, log);
  const limits = createLimits({ rateLimits }, redis, log);
  const ip = `10.49.${process.pid % 250}.${Date.now() % 250}`;
  await redis.command.del(`souqna:signin-ip:${ip}`);

  await proxy.refuse();
  await expect.poll(() => redis?.health.up).toBe(false);
  const start = performance.now();
  for (let i = 0; i < rateLimits.signInPerIp; i++) await limits.signInAttempt(ip, 'someone@souqna.test');
  await expect(limits.signInAttempt(ip, 'someone@souqna.test')).rejects.toEqual(
    new AppError('TooManyRequestsError', { retryAfter: rateLimits.windowSeconds }),
  );
  expect(performance.now() - start).toBeLessThan(100);
  // Three attempts counted and their accounts' failures read, then the refused one's count.
  expect(limits.inProcess()).toEqual({ total: 7, active: true });

  await proxy.resume();
  await expect.poll(() => redis?.health.up, { timeout: 5_000 }).toBe(true);
  await limits.signInAttempt(ip, 'someone@souqna.test');
  expect(await redis.command.get(`souqna:signin-ip:${ip}`)).toBe('1');
  expect(limits.inProcess()).toEqual({ total: 7, active: false });
  expect(said.filter((msg) => msg.startsWith('rate limits'))).toEqual([
    'rate limits count in this process until Redis is back',
    'rate limits count in Redis again',
  ]);
});
