// While Redis is out the limits count in this process (docs/decisions/0049-redis-outage.md): a
// sign-in or a message is still limited, only per instance rather than across them, and never
// refused (nor a 500) for want of Redis. Logged once each way, counted for /metrics.
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { withDeadline, type RedisHealth } from '../redis/index.ts';

type Log = { warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };

export type InProcessFallback = {
  /** Whether this count goes to Redis (else straight to the process's counters). */
  useRedis(): boolean;
  /** Redis failed this count: it is taken here, and the next ones too until Redis answers again. */
  failed(err: unknown): void;
  /** One count taken in this process. */
  counted(): void;
  /** For /metrics: counts taken in this process since start, and whether that is the mode now. */
  stats(): { total: number; active: boolean };
};

export function inProcessFallback(health: RedisHealth, log: Log): InProcessFallback {
  let total = 0;
  health.onChange((up) => {
    if (up) log.info({}, 'rate limits count in Redis again');
    else log.warn({}, 'rate limits count in this process until Redis is back');
  });
  return {
    useRedis: () => health.up,
    failed: (err) => health.failed(err),
    counted: () => void total++,
    stats: () => ({ total, active: !health.up }),
  };
}

/** What the limits ask of a counter (rate-limiter-flexible's limiters). */
export type Counter = Pick<RateLimiterAbstract, 'consume' | 'get' | 'penalty' | 'delete'>;

/**
 * A counter that asks `inRedis`, or `inProcess` when Redis is down, fails the count or has not
 * answered within its deadline (redis-waits.ts). A limit reached (a RateLimiterRes,
 * rate-limiter-flexible's refusal) is an answer, not a failure: it goes to the caller as it is.
 */
export function eitherCounter(fallback: InProcessFallback, inRedis: Counter, inProcess: Counter): Counter {
  const either = async <T>(count: (counter: Counter) => Promise<T>): Promise<T> => {
    if (fallback.useRedis()) {
      try {
        return await withDeadline(count(inRedis));
      } catch (err) {
        if (err instanceof RateLimiterRes) throw err;
        fallback.failed(err);
      }
    }
    fallback.counted();
    return count(inProcess);
  };
  return {
    consume: (key, points) => either((c) => c.consume(key, points)),
    get: (key) => either((c) => c.get(key)),
    penalty: (key, points) => either((c) => c.penalty(key, points)),
    delete: (key) => either((c) => c.delete(key)),
  };
}
