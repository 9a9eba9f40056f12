// Overload (docs/decisions/0033-overload-health-metrics.md, 0052-adaptive-page-admission.md): a
// request the instance cannot answer soon is refused quickly with the catalogue's 503 and
// Retry-After instead of queueing behind the others for seconds; the client (or the load balancer)
// tries again, or another instance. Server renders, which share the CPU, are admitted by a limit
// that follows their latency (lib/adaptive-limit.ts), after the guest page cache: a kept page, a
// static file and the health answers are never refused. API requests, which mostly wait for the
// database, are refused while the event loop lags or too many are in progress.
import underPressure from '@fastify/under-pressure';
import { endpoints } from '@souqna/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createAdaptiveLimit, type AdaptiveLimitOptions, type Release } from '../lib/adaptive-limit.ts';
import { isApiPath } from '../lib/api-path.ts';
import { AppError } from '../lib/app-error.ts';
import { markRefused } from '../lib/refusals.ts';
import { errorAnswer } from './errors.ts';

/** How long the loop may lag, how busy it may be, and how many requests may be in progress. */
export const OVERLOAD_LIMITS = {
  maxEventLoopDelayMs: 200,
  /**
   * Off (0): a loop busy all the time answering quick requests is throughput, not overload (the
   * cached listing API served 5,000 requests/s with p99 20 ms and was refused for it); requests
   * waiting their turn show as loop delay, which is judged.
   */
  maxEventLoopUtilization: 0,
  /**
   * Server renders in progress per process: each takes 5–40 ms of CPU, so they share it. The
   * limit moves between min and max with their latency; one over it waits its turn when the queue
   * moves fast enough to serve it within queueBudgetMs, else it is refused after queueWaitMs
   * (docs/decisions/0069-admission-sees-the-queue.md).
   */
  pages: {
    initial: 8,
    min: 2,
    max: 32,
    tolerance: 1.5,
    queueWaitMs: 20,
    queueBudgetMs: 800,
    queueSize: 512,
  } as AdaptiveLimitOptions,
  /** API requests in progress per process: they mostly wait for the database, so many may be. */
  maxInFlightApi: 256,
  retryAfterSeconds: 2,
  /**
   * The loop is not judged in the first seconds: loading the server bundle and warming up keep it
   * busy once, and the first visitors would be refused for it. The in-flight cap holds from the start.
   */
  warmUpMs: 10_000,
};
const NEVER_REFUSED = new Set<string>([
  endpoints.health.path,
  endpoints.healthLive.path,
  endpoints.healthReady.path,
]);

export async function registerOverload(
  app: FastifyInstance,
  limits: Partial<typeof OVERLOAD_LIMITS> = {},
): Promise<void> {
  const { maxEventLoopDelayMs, maxEventLoopUtilization, pages, maxInFlightApi, retryAfterSeconds, warmUpMs } =
    {
      ...OVERLOAD_LIMITS,
      ...limits,
    };
  // Refusals are counted by the request metrics (status 503), not logged one by one: under a flood
  // a log line each would cost more than the answer.
  const overloaded = new AppError('ServiceUnavailableError', {
    retryAfter: retryAfterSeconds,
    reason: 'overloaded',
  });
  // The API calls a server render makes through app.inject (plugins/web-transport.ts) belong to a
  // page already let in: refusing them would turn an admitted page into an error page. Pages and
  // static files are judged by the page limit (admitPage), not here.
  const spared = (request: FastifyRequest) =>
    !isApiPath(request.url) ||
    NEVER_REFUSED.has(request.routeOptions.url ?? '') ||
    (request.raw as { isLightMyRequest?: boolean }).isLightMyRequest === true;
  const judgedFrom = Date.now() + warmUpMs;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxEventLoopUtilization,
    eventLoopUtilizationMode: 'interval',
    sampleInterval: 1_000,
    retryAfter: retryAfterSeconds,
    // Sending here ends the request (the plugin's documented use); returning nothing lets it through.
    pressureHandler: (request, reply) => {
      if (!spared(request) && Date.now() >= judgedFrom) {
        markRefused(request.raw);
        void reply.send(errorAnswer(overloaded, request, reply));
      }
    },
  });
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (spared(request)) return;
    if (inFlight >= maxInFlightApi) {
      markRefused(request.raw);
      return reply.send(errorAnswer(overloaded, request, reply));
    }
    inFlight++;
    // 'close' comes once whether the answer was sent or the client went away.
    reply.raw.once('close', () => inFlight--);
  });
  const limit = createAdaptiveLimit(pages);
  app.decorate('pageAdmission', {
    admit: () => limit.acquire(),
    busy: () => limit.busy(),
    retryAfterSeconds,
    state: () => ({ limit: limit.limit, inFlight: limit.inFlight, waiting: limit.waiting }),
  });
}

/** Without overload refusal (test apps): every render is let in at once. */
export function admitEveryPage(app: FastifyInstance): void {
  const free: Release = () => {};
  app.decorate('pageAdmission', {
    admit: () => free,
    busy: () => false,
    retryAfterSeconds: OVERLOAD_LIMITS.retryAfterSeconds,
    state: () => null,
  });
}

export type PageAdmission = {
  /** A slot for one server render (release it once the page is sent), or null: answer 503. */
  admit(): Promise<Release | null> | Release | null;
  /** Renders are waiting, or the next would have to (plugins/web-last-copy.ts). */
  busy(): boolean;
  retryAfterSeconds: number;
  state(): { limit: number; inFlight: number; waiting: number } | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    pageAdmission: PageAdmission;
  }
}
