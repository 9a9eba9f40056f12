// Overload (docs/decisions/0033-overload-health-metrics.md): when the event loop is saturated, or
// too many requests are already being answered, a request is refused at once with the catalogue's
// 503 and Retry-After instead of queueing behind the others for seconds; the client (or the load
// balancer) tries again, or another instance. The event loop is only sampled, so a burst let in
// between two samples would still pile up: the in-flight cap bounds that pile (requests in
// progress share the CPU, so each takes as long as all of them together). The health answers are
// never refused: a busy instance is alive, and says so quickly.
import underPressure from '@fastify/under-pressure';
import { endpoints } from '@souqna/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
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
  /** Pages in progress per process: a server render takes 10–40 ms of CPU, so they share the CPU. */
  maxInFlight: 16,
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
  const {
    maxEventLoopDelayMs,
    maxEventLoopUtilization,
    maxInFlight,
    maxInFlightApi,
    retryAfterSeconds,
    warmUpMs,
  } = {
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
  // page already let in: refusing them would turn an admitted page into an error page.
  const spared = (request: FastifyRequest) =>
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
      if (!spared(request) && Date.now() >= judgedFrom)
        void reply.send(errorAnswer(overloaded, request, reply));
    },
  });
  const inFlight = { page: 0, api: 0 };
  app.addHook('onRequest', async (request, reply) => {
    if (spared(request)) return;
    const kind = request.url.startsWith('/api/') ? 'api' : 'page';
    if (inFlight[kind] >= (kind === 'api' ? maxInFlightApi : maxInFlight))
      return reply.send(errorAnswer(overloaded, request, reply));
    inFlight[kind]++;
    // 'close' comes once whether the answer was sent or the client went away.
    reply.raw.once('close', () => inFlight[kind]--);
  });
}
