// The per-route limits' store (@fastify/rate-limit) when the plugin's own in-memory store would not
// do: the workers of one machine without Redis count in their primary (RateLimiterCluster over IPC,
// docs/decisions/0032-workers-and-instances.md); with Redis every instance counts there, and in this
// process while Redis is out (docs/decisions/0049-redis-outage.md). Counting only: the plugin
// compares the count with the route's max itself.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimiterRes } from 'rate-limiter-flexible';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, result?: Result) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };
/** A counter of one window: rate-limiter-flexible's consume, with a limit no count reaches. */
export type WindowCounter = { consume(key: string): Promise<RateLimiterRes> };
export type MakeCounter = (options: { keyPrefix: string; points: number; duration: number }) => WindowCounter;

const ROOT_PREFIX = 'souqna:route:';

/** A store class counting with `make`'s counters, one per route and window. */
export function routeStore(make: MakeCounter): FastifyRateLimitStoreCtor {
  class RouteStore implements FastifyRateLimitStore {
    private counters = new Map<number, WindowCounter>();
    private readonly prefix: string;
    /** @fastify/rate-limit constructs the root store with its options; child() passes a prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : ROOT_PREFIX;
    }

    private counter(timeWindowMs: number): WindowCounter {
      let counter = this.counters.get(timeWindowMs);
      if (!counter) {
        counter = make({
          keyPrefix: `${this.prefix}${timeWindowMs}`,
          points: Number.MAX_SAFE_INTEGER,
          duration: Math.max(1, Math.ceil(timeWindowMs / 1000)),
        });
        this.counters.set(timeWindowMs, counter);
      }
      return counter;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      this.counter(timeWindow)
        .consume(key)
        .then(
          (res) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          // The store failed (never a silent pass): the worker's primary did not answer in time.
          (err: unknown) => callback(err instanceof Error ? err : new Error('rate limit store failed')),
        );
    }

    // Typed as route options, given the route's merged limit options (with routeInfo) at run time.
    child(options: object): RouteStore {
      const params = options as RouteParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      return new RouteStore(`${this.prefix}${params.groupId ?? `${method}${params.routeInfo?.url ?? ''}`}:`);
    }
  }
  return RouteStore;
}
