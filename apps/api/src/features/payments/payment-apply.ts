// The one place a payment's status changes: inside the caller's transaction, on a locked row, one
// ledger row per step, the receipt number with the step to paid. Domain events are published by
// the caller once its transaction has committed (docs/decisions/0012). The member's notice of each
// step is queued in the same transaction, so a step that commits is always told, once.
import { minorToDecimal, type PaymentStatus } from '@souqna/contracts';
import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '../../adapters/payments/index.ts';
import type { Tx } from '../../db/transaction.ts';
import type { Deps } from '../../context.ts';
import { pathTo } from './payment-state.ts';
import {
  appendLedger,
  findPaidCommission,
  lockAdPayments,
  nextReceiptNumber,
  type LedgerEntry,
  type PaymentRow,
} from './payments.queries.ts';

export type Change = Pick<LedgerEntry, 'source' | 'providerEventId' | 'actorId' | 'note'> & {
  /** How the buyer paid, from the provider's view; kept with the step to paid. */
  method?: PaymentMethod | null;
};
export type Moved = { paymentId: string; userId: string | null; steps: PaymentStatus[] };

/** The ledger note of a second commission for one ad, given back by the site (payment-refund.service.ts). */
export const DUPLICATE_NOTE = 'duplicateCommission';

/** Receipts are numbered per calendar year in Riyadh, the marketplace's home time. */
export const receiptYear = (at: Date): number =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Riyadh', year: 'numeric' }).format(at));

const STAMP: Record<PaymentStatus, string> = {
  pending: '',
  paid: 'paid_at = now(),',
  failed: 'failed_at = now(),',
  // The refund is done: the claim that guarded it goes.
  refunded: 'refunded_at = now(), refund_claimed_at = null,',
};

/** `payment` must be locked (select … for update) in `conn`'s transaction. */
export async function moveTo(
  deps: Pick<Deps, 'jobs'>,
  conn: Tx,
  payment: PaymentRow,
  target: PaymentStatus,
  change: Change,
): Promise<Moved> {
  const steps = pathTo(payment.status, target);
  // One commission per ad: was another of its payments paid first, this one goes back (job below).
  const paidFirst =
    steps.includes('paid') && payment.post_id ? await paidBefore(conn, payment.post_id, payment.id) : null;
  let from = payment.status;
  // A refund reported for a payment never seen paid passes through paid here: its notice names the
  // receipt that step just numbered.
  let receiptNumber = payment.receipt_number;
  for (const to of steps) {
    const receipt = to === 'paid' ? await nextReceiptNumber(conn, receiptYear(new Date())) : null;
    receiptNumber = receipt ?? receiptNumber;
    const method = to === 'paid' ? (change.method ?? null) : null;
    await conn.query(
      `update payments set status = $2, ${STAMP[to]} updated_at = now(),
              receipt_number = coalesce($3, receipt_number),
              method_type = coalesce($4, method_type), method_brand = coalesce($5, method_brand),
              method_last4 = coalesce($6, method_last4)
        where id = $1`,
      [payment.id, to, receipt, method?.type ?? null, method?.brand ?? null, method?.last4 ?? null],
    );
    await appendLedger(conn, {
      paymentId: payment.id,
      from,
      to,
      amountMinor: Number(payment.amount_minor),
      currency: payment.currency,
      ...change,
    });
    await queueNotice(deps, conn, payment, to, receiptNumber, change);
    from = to;
  }
  if (paidFirst && !steps.includes('refunded'))
    await deps.jobs.send('payments.refund-duplicate', { paymentId: payment.id }, conn);
  return { paymentId: payment.id, userId: payment.user_id, steps };
}

/** The ad's commission already paid, read under the ad's payments lock (held until commit). */
async function paidBefore(conn: Tx, postId: string, paymentId: string) {
  await lockAdPayments(conn, postId);
  return (await findPaidCommission(conn, postId, paymentId)) ?? null;
}

async function queueNotice(
  deps: Pick<Deps, 'jobs'>,
  conn: Tx,
  payment: PaymentRow,
  step: PaymentStatus,
  receiptNumber: string | null,
  change: Change,
): Promise<void> {
  // A guest's payment (no member) or one of a deleted member has nobody to tell.
  if (step === 'pending' || !payment.user_id) return;
  await deps.jobs.send(
    'notifications.notice',
    {
      noticeId: randomUUID(),
      recipientId: payment.user_id,
      senderId: change.actorId ?? null,
      at: new Date().toISOString(),
      about: 'payment',
      step,
      amount: minorToDecimal(Number(payment.amount_minor)),
      currency: payment.currency,
      receiptNumber,
      postTitle: payment.post_title,
      ...(change.note === DUPLICATE_NOTE && step === 'refunded'
        ? { reason: 'duplicateCommission' as const }
        : {}),
    },
    conn,
  );
}

/** After commit: one event per step, for notifications and anything else that reacts. */
export function publishMoves(deps: Pick<Deps, 'events'>, moved: Moved): void {
  for (const step of moved.steps) {
    if (step === 'pending') continue;
    deps.events.publish(`payment.${step}`, { paymentId: moved.paymentId, userId: moved.userId });
  }
}
