// Web push: the key browsers subscribe with, and the signed-in member's own device subscription.
import { endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import { pushKey, subscribe, unsubscribe } from './push.service.ts';

const schema = { tags: ['push'], security: SECURITY };
const own = { config: { auth: 'required' as const, rateLimit: WRITE_RATE.social }, schema };

export default async function pushRoutes(app: App): Promise<void> {
  const { deps } = app;
  route(app, endpoints.pushKey, { schema: { tags: ['push'] } }, async () => pushKey(deps));
  route(app, endpoints.savePushSubscription, own, async (req) =>
    subscribe(deps, req.user!, req.body, {
      jti: req.session?.jti ?? null,
      userAgent: req.headers['user-agent'],
    }),
  );
  route(app, endpoints.deletePushSubscription, own, async (req) =>
    unsubscribe(deps, req.user!, req.query.endpoint),
  );
}
