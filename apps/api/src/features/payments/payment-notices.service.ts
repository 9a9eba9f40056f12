// A verified provider notice (docs/product/payments.md#provider-notices). The signature only says
// the provider sent it; what the payment becomes comes from the provider's own view, fetched now,
// and only when its amount and currency agree with the notice and with our payment. Each notice is
// handled once, whatever the number of deliveries, and never moves a payment backwards.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentEvent } from '../../adapters/payments/index.ts';
import type { Deps } from '../../context.ts';
import { moveTo, publishMoves, type Moved } from './payment-apply.ts';
import { finishNotice, lockNotice, recordDelivery, type NoticeOutcome } from './payment-notices.queries.ts';
import { findByProviderRef, findPayment } from './payments.queries.ts';

export type Handled = NoticeOutcome | 'duplicate';

export async function handleNotice(
  deps: Pick<Deps, 'sql' | 'payments' | 'events' | 'jobs'>,
  event: PaymentEvent,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Handled> {
  const provider = deps.payments.name;
  if (await recordDelivery(deps.sql, provider, event)) return 'duplicate';
  const payment = await findByProviderRef(deps.sql, provider, event.providerRef);
  if (!payment) {
    // Not ours (another shop on the same account, a test from the dashboard): acknowledged, kept.
    await finishNotice(deps.sql, provider, event.eventId, null, 'unknown');
    return 'unknown';
  }
  // May throw ServiceUnavailableError: the notice stays unhandled and the provider delivers it again.
  const view = await deps.payments.fetch(event.providerRef);
  const ours = { amountMinor: Number(payment.amount_minor), currency: payment.currency };
  const agree =
    view.amountMinor === ours.amountMinor &&
    view.currency === ours.currency &&
    event.amountMinor === view.amountMinor &&
    event.currency === view.currency;
  if (!agree) {
    log.warn(
      {
        event: 'payment.mismatch',
        paymentId: payment.id,
        provider,
        eventId: event.eventId,
        ours,
        notice: { amountMinor: event.amountMinor, currency: event.currency, status: event.status },
        providerView: { amountMinor: view.amountMinor, currency: view.currency, status: view.status },
      },
      'payment notice does not match: payment left as it was',
    );
    await finishNotice(deps.sql, provider, event.eventId, payment.id, 'mismatch');
    return 'mismatch';
  }
  const result = await deps.sql.transaction(async (conn): Promise<Handled | Moved> => {
    if (await lockNotice(conn, provider, event.eventId)) return 'duplicate';
    const locked = (await findPayment(conn, payment.id, true))!;
    const moved = await moveTo(deps, conn, locked, view.status, {
      source: 'provider',
      providerEventId: event.eventId,
      method: view.method,
    });
    await finishNotice(
      conn,
      provider,
      event.eventId,
      payment.id,
      moved.steps.length ? 'applied' : 'unchanged',
    );
    return moved;
  });
  if (typeof result === 'string') return result;
  publishMoves(deps, result);
  return result.steps.length ? 'applied' : 'unchanged';
}
