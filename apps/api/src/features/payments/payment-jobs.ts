// The payments feature's durable jobs (jobs/job-types.ts): delivering the sandbox's notices to our
// own webhook, and the scheduled check of payments left pending.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../context.ts';
import { reconcilePending } from './payment-reconcile.ts';
import { refundDuplicate } from './payment-refund.service.ts';
import { workSandboxWebhooks, type Inject } from './sandbox-delivery.ts';

/** What the workers need of the app itself: its inject (calls to our own routes) and its log. */
export type PaymentWorkersHost = { inject: Inject; log: FastifyBaseLogger };

export async function workPayments(deps: Deps, host: PaymentWorkersHost): Promise<void> {
  await workSandboxWebhooks(deps, (options) => host.inject(options));
  await deps.jobs.work('payments.reconcile', async () => void (await reconcilePending(deps, host.log)));
  await deps.jobs.work('payments.refund-duplicate', ({ paymentId }) => refundDuplicate(deps, paymentId));
}
