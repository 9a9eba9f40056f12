// The limits' counters in memory (one process, development, tests), in the cluster primary (the
// workers of one machine without Redis) or in Redis (REDIS_URL: shared by every instance), with
// rate-limiter-flexible (docs/decisions/0032-workers-and-instances.md).
import cluster from 'node:cluster';
import type { Redis } from 'ioredis';
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { ClusterRouteStore } from './cluster-route-store.ts';
import { ipKey } from './ip-key.ts';
import type { Limits } from './limits.ts';

function tooMany(res: unknown): never {
  if (res instanceof RateLimiterRes) {
    throw new AppError('TooManyRequestsError', {
      retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    });
  }
  throw res; // the store failed: let it be a 500, never a silent pass
}

/** `redis`: the app's command connection when REDIS_URL is set (adapters/redis opens and closes it). */
export function createLimits(config: Pick<Config, 'rateLimits'>, redis?: Redis): Limits {
  const { windowSeconds: duration, ...n } = config.rateLimits;
  const workers = !redis && cluster.isWorker;
  const make = (keyPrefix: string, points: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `souqna:${keyPrefix}`, points, duration })
      : workers
        ? new RateLimiterCluster({ keyPrefix, points, duration, timeoutMs: 1_000 })
        : new RateLimiterMemory({ keyPrefix, points, duration });
  const otpIp = make('otp-ip', n.otpPerIp);
  const otpId = make('otp-id', n.otpPerIdentifier);
  const signInIp = make('signin-ip', n.signInPerIp);
  const failedId = make('signin-fail', n.failedSignInsPerIdentifier);
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
    routeStore: redis
      ? { redis, nameSpace: 'souqna:route:' }
      : workers
        ? { store: ClusterRouteStore, nameSpace: 'souqna:route:' }
        : { nameSpace: 'souqna:route:' },
    async ping() {
      if (!redis) return 'none';
      await redis.ping();
      return 'ok';
    },
  };
}
