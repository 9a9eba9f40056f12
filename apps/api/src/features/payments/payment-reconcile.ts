// The scheduled check of payments still pending (docs/product/payments.md#statuses): a notice can be
// lost (the provider gave up delivering it) and an abandoned checkout expires at the provider
// without one. Every 15 minutes the oldest pending payments are read back from the provider and
// moved as its own view says, with the same amount and currency checks as a notice.
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../context.ts';
import { moveTo, publishMoves } from './payment-apply.ts';
import { findPayment, type PaymentRow } from './payments.queries.ts';

/** Younger than this, a payment is most likely being paid right now: its notice is on the way. */
const QUIET_MINUTES = 15;
/** Per run: each takes one provider call (8 s at most), the job's time limit is ten minutes. */
const BATCH = 50;

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** Answers how many payments moved. */
export async function reconcilePending(
  deps: Pick<Deps, 'sql' | 'payments' | 'events' | 'jobs'>,
  log: Log,
): Promise<number> {
  if (deps.payments.name === 'none') return 0;
  const rows = await deps.sql.query<PaymentRow>(
    `select * from payments
      where status = 'pending' and provider = $1 and created_at < now() - make_interval(mins => $2)
      order by created_at limit $3`,
    [deps.payments.name, QUIET_MINUTES, BATCH],
  );
  let moved = 0;
  for (const row of rows) {
    let view;
    try {
      view = await deps.payments.fetch(row.provider_ref);
    } catch (err) {
      log.warn({ err, event: 'payment.reconcile.unavailable', paymentId: row.id }, 'provider did not answer');
      continue;
    }
    if (view.amountMinor !== Number(row.amount_minor) || view.currency !== row.currency) {
      log.warn(
        {
          event: 'payment.mismatch',
          paymentId: row.id,
          providerView: { amountMinor: view.amountMinor, currency: view.currency },
        },
        'pending payment does not match the provider: left as it was',
      );
      continue;
    }
    const result = await deps.sql.transaction(async (conn) => {
      const locked = (await findPayment(conn, row.id, true))!;
      return moveTo(deps, conn, locked, view.status, {
        source: 'provider',
        method: view.method,
        note: 'reconciled',
      });
    });
    if (result.steps.length) moved++;
    publishMoves(deps, result);
  }
  return moved;
}
