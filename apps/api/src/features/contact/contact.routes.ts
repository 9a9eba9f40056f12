// Contact beyond chat: the seller's phone number, for signed-in members only; messages to support.
import { endpoints, PHONE_REVEALS_PER_HOUR, SUPPORT_MESSAGES_PER_HOUR } from '@souqna/contracts';
import type { FastifyRequest } from 'fastify';
import { SECURITY, type App } from '../../context.ts';
import { requestLocale } from '../../lib/locale.ts';
import { route } from '../../plugins/route.ts';
import { revealPhone } from './contact.service.ts';
import { closeSupport, listSupportMessages, sendSupportMessage } from './support.service.ts';

// Per viewer, not per IP: scrapers rotate addresses but need an account; members behind one NAT
// keep their own budget. Every call counts, a hidden number too, so probing ads costs the same.
const revealRate = {
  max: PHONE_REVEALS_PER_HOUR,
  timeWindow: '1 hour',
  hook: 'preHandler' as const,
  keyGenerator: (req: FastifyRequest) => `phone:${req.user?.id ?? req.ip}`,
};

export default async function contactRoutes(app: App): Promise<void> {
  const { deps } = app;
  const extras = {
    config: { auth: 'required' as const, rateLimit: revealRate },
    schema: { tags: ['contact'], security: SECURITY },
  };
  route(app, endpoints.revealPhone, extras, async (req) =>
    revealPhone(deps, req.user!, req.params.id, requestLocale(req)),
  );

  const supportRate = {
    max: SUPPORT_MESSAGES_PER_HOUR,
    timeWindow: '1 hour',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => `support:${req.user?.id ?? req.ip}`,
  };
  const tags = { tags: ['support'], security: SECURITY };
  route(
    app,
    endpoints.sendSupportMessage,
    { config: { auth: 'required', rateLimit: supportRate }, schema: tags },
    async (req) => sendSupportMessage(deps, req.user!, req.body),
  );
  const admin = { config: { auth: 'admin' as const }, schema: tags };
  route(app, endpoints.listSupportMessages, admin, async (req) => listSupportMessages(deps, req.query));
  route(app, endpoints.closeSupportMessage, admin, async (req) =>
    closeSupport(deps, req.user!, req.params.id),
  );
}
