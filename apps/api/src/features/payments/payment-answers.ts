// Rows → answers (contracts PaymentSchema, ReceiptSchema). Money stays integer (`amount` in
// halalas/fils, shared/decisions.md §8); the display strings (`…Text`) are made from the integers,
// never through floats.
import { minorToDecimal, type Payment, type Receipt } from '@souqna/contracts';
import type { PaymentRow } from './payments.queries.ts';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function methodOf(row: PaymentRow): Payment['method'] {
  return row.method_type ? { type: row.method_type, brand: row.method_brand, last4: row.method_last4 } : null;
}

export function toPayment(row: PaymentRow): Payment {
  const salePriceMinor = Number(row.sale_price_minor);
  const amount = Number(row.amount_minor);
  return {
    _id: row.id,
    type: row.type,
    payer: { _id: row.user_id, fullname: row.payer_name },
    postId: row.post_id,
    postTitle: row.post_title,
    salePriceMinor,
    salePriceText: minorToDecimal(salePriceMinor),
    commissionValue: Number(row.commission_value),
    amount,
    amountText: minorToDecimal(amount),
    currncy: row.currency,
    status: row.status,
    provider: row.provider,
    checkoutUrl: row.status === 'pending' ? row.checkout_url : null,
    method: methodOf(row),
    receiptNumber: row.receipt_number,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
    paidAt: iso(row.paid_at),
    failedAt: iso(row.failed_at),
    refundedAt: iso(row.refunded_at),
  };
}

/** Only for a row with a receipt (paid or refunded): the caller checks. */
export function toReceipt(row: PaymentRow): Receipt {
  const p = toPayment(row);
  return {
    receiptNumber: row.receipt_number!,
    paymentId: row.id,
    type: row.type,
    status: row.status === 'refunded' ? 'refunded' : 'paid',
    issuedAt: p.paidAt!,
    refundedAt: p.refundedAt,
    member: p.payer,
    post: row.post_title === null ? null : { _id: row.post_id, title: row.post_title },
    salePriceMinor: p.salePriceMinor,
    salePriceText: p.salePriceText,
    commissionValue: p.commissionValue,
    amount: p.amount,
    amountText: p.amountText,
    currncy: p.currncy,
    method: p.method,
    provider: row.provider,
    providerRef: row.provider_ref,
  };
}
