// One id per request (docs/decisions/0033-overload-health-metrics.md): the load balancer's
// X-Request-Id when it is a sane token, else a new UUID. Fastify puts it on every log line of the
// request (requestId), it goes back in the X-Request-Id header, and every error answer carries it.
import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and . _ : - up to 128: anything else (log injection, huge values) is replaced. */
const SANE_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

export const requestIdOptions = {
  requestIdHeader: false,
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
  genReqId: requestIdOf,
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'logController' | 'genReqId'>;

/** Echoes the id to the client, first thing, so even a refused request (overload, 404) has it. */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
