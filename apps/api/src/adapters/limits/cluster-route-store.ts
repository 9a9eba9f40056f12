// The per-route limits' store (@fastify/rate-limit) for the workers of one machine without Redis:
// counters live in the cluster primary (rate-limiter-flexible's RateLimiterCluster over IPC), so a
// limit counts every worker's requests (docs/decisions/0032-workers-and-instances.md).
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { RateLimiterCluster, type RateLimiterRes } from 'rate-limiter-flexible';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

/** How long a worker waits for the primary's count before the request fails (never a silent pass). */
const PRIMARY_TIMEOUT_MS = 1_000;

export class ClusterRouteStore implements FastifyRateLimitStore {
  private limiters = new Map<number, RateLimiterCluster>();
  private readonly prefix: string;
  /** @fastify/rate-limit constructs the root store with its options; child() passes a prefix. */
  constructor(prefix?: unknown) {
    this.prefix = typeof prefix === 'string' ? prefix : 'souqna:route:';
  }

  private limiter(timeWindowMs: number): RateLimiterCluster {
    let limiter = this.limiters.get(timeWindowMs);
    if (!limiter) {
      // Counting only: @fastify/rate-limit compares the count with the route's max itself.
      limiter = new RateLimiterCluster({
        keyPrefix: `${this.prefix}${timeWindowMs}`,
        points: Number.MAX_SAFE_INTEGER,
        duration: Math.max(1, Math.ceil(timeWindowMs / 1000)),
        timeoutMs: PRIMARY_TIMEOUT_MS,
      });
      this.limiters.set(timeWindowMs, limiter);
    }
    return limiter;
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.limiter(timeWindow)
      .consume(key)
      .then(
        (res: RateLimiterRes) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
        (err: unknown) => callback(err instanceof Error ? err : new Error('rate limit store failed')),
      );
  }

  // Typed as route options, given the route's merged limit options (with routeInfo) at run time.
  child(options: object): ClusterRouteStore {
    const params = options as RouteParams;
    const method = [params.routeInfo?.method ?? ''].flat().join(',');
    return new ClusterRouteStore(
      `${this.prefix}${params.groupId ?? `${method}${params.routeInfo?.url ?? ''}`}:`,
    );
  }
}
