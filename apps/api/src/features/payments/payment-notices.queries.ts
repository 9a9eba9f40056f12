// Provider notices already seen (payment_webhook_events), keyed by the provider's own event id.
import type { Connection } from '../../db/client.ts';
import type { PaymentEvent } from '../../adapters/payments/index.ts';

export type NoticeOutcome = 'applied' | 'unchanged' | 'mismatch' | 'unknown';

/** Notes one delivery; answers whether a delivery of this event was already handled to the end. */
export async function recordDelivery(db: Connection, provider: string, e: PaymentEvent): Promise<boolean> {
  const [row] = await db.query<{ processed_at: Date | null }>(
    `insert into payment_webhook_events (provider, event_id, provider_ref, reported_status)
     values ($1, $2, $3, $4)
     on conflict (provider, event_id) do update set deliveries = payment_webhook_events.deliveries + 1
     returning processed_at`,
    [provider, e.eventId, e.providerRef, e.status],
  );
  return Boolean(row?.processed_at);
}

/** Inside a transaction: the event's row stays locked, so two deliveries cannot both act on it. */
export async function lockNotice(conn: Connection, provider: string, eventId: string): Promise<boolean> {
  const [row] = await conn.query<{ processed_at: Date | null }>(
    `select processed_at from payment_webhook_events where provider = $1 and event_id = $2 for update`,
    [provider, eventId],
  );
  return Boolean(row?.processed_at);
}

export async function finishNotice(
  conn: Connection,
  provider: string,
  eventId: string,
  paymentId: string | null,
  outcome: NoticeOutcome,
): Promise<void> {
  await conn.query(
    `update payment_webhook_events set processed_at = now(), outcome = $4, payment_id = $3
      where provider = $1 and event_id = $2`,
    [provider, eventId, paymentId, outcome],
  );
}
