// Webhooks from third parties arrive under /api/webhooks (docs/decisions/0013-adapters-and-webhooks.md).
// A signature covers the exact bytes sent, so this scope has no JSON parser: handlers get the raw
// body as a Buffer. The signature is the only credential: every route here is `auth: 'none'`, which
// also skips the cookie same-origin check (plugins/auth.ts), since no browser sends these.
import type { App } from '../context.ts';

/** Providers' notices are small JSON documents; anything bigger is refused before it is read whole. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** The request body of a webhook route: the bytes as received (empty when none were sent). */
export const rawBody = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));

/** `routes`: the webhook routes to serve in this scope (compose/routes.ts names them). */
export default async function webhookScope(
  scope: App,
  { routes }: { routes: ((scope: App) => Promise<void>)[] },
): Promise<void> {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, auth: 'none' };
  });
  for (const routesOf of routes) await scope.register(routesOf);
}
