// The payment state machine (docs/product/payments.md#statuses). Statuses only move forward:
// pending < failed < paid < refunded. A notice that arrives late ("failed" after "paid") would move
// backwards and changes nothing; a failed checkout that the provider later reports paid (the buyer
// tried again on the same hosted page) becomes paid, because the money was taken.
import type { PaymentStatus } from '@souqna/contracts';

const RANK: Record<PaymentStatus, number> = { pending: 0, failed: 1, paid: 2, refunded: 3 };

/**
 * The statuses to pass through, in order, to reach what the provider reports: [] when it is not
 * ahead of ours. A refund reported for a payment we never saw paid goes through paid first, so a
 * refunded payment always has its receipt and both ledger rows.
 */
export function pathTo(current: PaymentStatus, reported: PaymentStatus): PaymentStatus[] {
  if (RANK[reported] <= RANK[current]) return [];
  if (reported === 'refunded' && current !== 'paid') return ['paid', 'refunded'];
  return [reported];
}
