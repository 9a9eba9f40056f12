// Delivers the sandbox's notices to our own POST /api/webhooks/sandbox, as a provider would: a job
// per notice, retried with backoff until the route answers 2xx (jobs/job-types.ts). Delivered
// in-process (app.inject), so it needs no address for this server and passes the same route,
// signature check and raw body as a notice from outside. Each attempt signs anew: a retry an hour
// later is not a stale replay, and the event id stays the same, so it is handled once.
import type { InjectOptions } from 'fastify';
import { isSandbox } from '../../adapters/payments/index.ts';
import type { Deps } from '../../context.ts';

export type Inject = (options: InjectOptions) => Promise<{ statusCode: number }>;

export function workSandboxWebhooks(deps: Pick<Deps, 'jobs' | 'payments'>, inject: Inject): Promise<void> {
  return deps.jobs.work('payments.sandbox-webhook', async ({ providerRef, eventId }) => {
    // The provider was switched since: the sandbox's notices have nobody to go to.
    if (!isSandbox(deps.payments)) return;
    const { body, headers } = await deps.payments.webhookFor(providerRef, eventId);
    const res = await inject({ method: 'POST', url: '/api/webhooks/sandbox', payload: body, headers });
    if (res.statusCode < 200 || res.statusCode > 299)
      throw new Error(`sandbox notice ${eventId} answered ${res.statusCode}: delivered again later`);
  });
}
