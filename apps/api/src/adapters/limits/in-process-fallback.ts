// While Redis is out the limits count in this process (docs/decisions/0049-redis-outage.md): a
// sign-in or a message is still limited, only per instance rather than across them, and never
// refused (nor a 500) for want of Redis. Logged once each way, counted for /metrics.
import { RateLimiterRes } from 'rate-limiter-flexible';
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

/**
 * `inRedis()`, or `inProcess()` when Redis is down or fails it, or has not answered within its
 * deadline (redis-waits.ts). A limit reached (a RateLimiterRes,
 * rate-limiter-flexible's refusal) is an answer, not a failure: it goes to the caller as it is.
 */
export async function countEither<T>(
  fallback: InProcessFallback,
  inRedis: () => Promise<T>,
  inProcess: () => Promise<T>,
): Promise<T> {
  if (fallback.useRedis()) {
    try {
      return await withDeadline(inRedis());
    } catch (err) {
      if (err instanceof RateLimiterRes) throw err;
      fallback.failed(err);
    }
  }
  fallback.counted();
  return inProcess();
}
