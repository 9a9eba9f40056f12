// The limits' counters in memory (one process, development, tests), in the cluster primary (the
// workers of one machine without Redis) or in Redis (REDIS_URL: shared by every instance, and in
// this process while Redis is out), with rate-limiter-flexible (docs/decisions/0032-workers-and-instances.md,
// docs/decisions/0049-redis-outage.md).
import cluster from 'node:cluster';
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
import { SAFETY_SLOWDOWN } from '@souqna/contracts';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RedisConnections } from '../redis/index.ts';
import { eitherCounter, inProcessFallback } from './in-process-fallback.ts';
import { ipKey } from './ip-key.ts';
import type { Limits } from './limits.ts';
import { routeStore, type MakeCounter } from './route-store.ts';

type Log = Parameters<typeof inProcessFallback>[1];

function tooMany(res: unknown): never {
  if (res instanceof RateLimiterRes) {
    throw new AppError('TooManyRequestsError', {
      retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    });
  }
  throw res; // the primary did not answer in time: let it be a 500, never a silent pass
}

/** How a counter is made: in Redis (falling back to this process), in the primary, or here. */
function counters(redis: RedisConnections | undefined, log: Log) {
  const NAMESPACE = 'souqna:route:';
  if (redis) {
    const fallback = inProcessFallback(redis.health, log);
    const make = (o: IRateLimiterOptions) =>
      eitherCounter(
        fallback,
        new RateLimiterRedis({ ...o, storeClient: redis.command, keyPrefix: `souqna:${o.keyPrefix}` }),
        new RateLimiterMemory(o),
      );
    return { make, routeStore: { store: routeStore(make), nameSpace: NAMESPACE }, fallback };
  }
  if (cluster.isWorker) {
    const make = (o: IRateLimiterOptions) => new RateLimiterCluster({ ...o, timeoutMs: 1_000 });
    return { make, routeStore: { store: routeStore(make satisfies MakeCounter), nameSpace: NAMESPACE } };
  }
  return { make: (o: IRateLimiterOptions) => new RateLimiterMemory(o), routeStore: { nameSpace: NAMESPACE } };
}

/** `redis`: the app's connections when REDIS_URL is set (adapters/redis opens and closes them). */
export function createLimits(
  config: Pick<Config, 'rateLimits'>,
  redis?: RedisConnections,
  log?: Log,
): Limits {
  const { windowSeconds: duration, ...n } = config.rateLimits;
  const quiet = { warn: () => {}, info: () => {} };
  const { make, routeStore, fallback } = counters(redis, log ?? quiet);
  const otpIp = make({ keyPrefix: 'otp-ip', points: n.otpPerIp, duration });
  const otpId = make({ keyPrefix: 'otp-id', points: n.otpPerIdentifier, duration });
  const signInIp = make({ keyPrefix: 'signin-ip', points: n.signInPerIp, duration });
  const failedId = make({ keyPrefix: 'signin-fail', points: n.failedSignInsPerIdentifier, duration });
  // The safety guard (docs/decisions/0054): a mark that lasts slowedSeconds, and while it is there
  // the member's sends counted per minute.
  const slowed = make({ keyPrefix: 'safety-slowed', points: 1, duration: SAFETY_SLOWDOWN.slowedSeconds });
  const slowedSends = make({
    keyPrefix: 'safety-sends',
    points: SAFETY_SLOWDOWN.messagesPerMinute,
    duration: 60,
  });
  return {
    async otpSend(ip, identifiers) {
      await otpIp.consume(ipKey(ip)).catch(tooMany);
      for (const id of identifiers) await otpId.consume(id).catch(tooMany);
    },
    async signInAttempt(ip, identifier) {
      await signInIp.consume(ipKey(ip)).catch(tooMany);
      const failed = await failedId.get(identifier);
      if (failed && failed.consumedPoints >= n.failedSignInsPerIdentifier) tooMany(failed);
    },
    async signInFailed(identifier) {
      await failedId.penalty(identifier, 1);
    },
    async signInSucceeded(identifier) {
      await failedId.delete(identifier);
    },
    async messageSend(userId) {
      const mark = await slowed.get(userId);
      if (mark && mark.consumedPoints > 0) await slowedSends.consume(userId).catch(tooMany);
    },
    async slowSender(userId) {
      await slowed.penalty(userId, 1);
    },
    routeStore,
    inProcess: () => fallback?.stats() ?? { total: 0, active: false },
    async ping() {
      if (!redis) return 'none';
      await redis.health.check();
      return 'ok';
    },
  };
}
