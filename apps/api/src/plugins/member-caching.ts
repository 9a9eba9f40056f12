// The API's side of docs/product/platform.md#caching-headers; pages get the same rule in web.ts.
import type { FastifyInstance } from 'fastify';
import { cachingHeaders } from '../lib/member-answers.ts';

const VARY = ['Cookie', 'Authorization'];

export function registerMemberCaching(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const header = (name: string) => {
      const v = reply.getHeader(name);
      return v === undefined ? undefined : String(v);
    };
    const set = cachingHeaders(
      request.headers,
      { cacheControl: header('cache-control'), vary: header('vary') },
      VARY,
    );
    if (set?.cacheControl) reply.header('cache-control', set.cacheControl);
    if (set) reply.header('vary', set.vary);
    return payload;
  });
}
