// The configured provider's notices, registered inside the raw-body webhook scope
// (plugins/webhook-scope.ts): POST /api/webhooks/sandbox or /api/webhooks/moyasar. 204 once the
// notice is handled (or was already): anything else makes the provider deliver it again.
import { z } from 'zod';
import type { App } from '../../context.ts';
import { handleNotice } from './payment-notices.service.ts';

export default async function paymentWebhookRoutes(scope: App): Promise<void> {
  const provider = scope.deps.payments;
  if (provider.name === 'none') return;
  scope.post(
    `/${provider.name}`,
    {
      schema: {
        tags: ['webhooks'],
        summary: `Payment notices from ${provider.name === 'sandbox' ? 'the local sandbox provider' : 'Moyasar'}`,
        response: { 204: z.null().describe('Verified and handled (or already handled)') },
      },
    },
    async (req, reply) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const event = await provider.verifyWebhook(raw, req.headers);
      const outcome = await handleNotice(scope.deps, event, req.log);
      req.log.info(
        { event: 'payment.notice', provider: provider.name, eventId: event.eventId, outcome },
        'payment notice',
      );
      return reply.code(204).send(null);
    },
  );
}
