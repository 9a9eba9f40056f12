// Payments (docs/product/payments.md): a member's own payments, and the admins' list and refunds.
// Another member's payment answers NotFoundError, as if it did not exist. The provider's hosted
// checkout and its webhooks are not here: third parties serve and call them, not our clients.
import { defineEndpoint } from './endpoints-define.ts';
import {
  AdminPaymentsQuerySchema,
  CreatePaymentSchema,
  PaymentHistorySchema,
  PaymentIdParamsSchema,
  PaymentSchema,
  PaymentsPageSchema,
  PaymentsQuerySchema,
  ReceiptSchema,
  RefundPaymentSchema,
} from './payments.ts';

const one = { params: PaymentIdParamsSchema } as const;
export const paymentsEndpoints = {
  /** A pending payment with its checkoutUrl; the amount is computed by the server. */
  createPayment: defineEndpoint({
    method: 'POST',
    path: '/api/payment',
    body: CreatePaymentSchema,
    answer: PaymentSchema,
    status: 201,
  }),
  myPayments: defineEndpoint({
    method: 'GET',
    path: '/api/payment/paymentUser/payments',
    query: PaymentsQuerySchema,
    answer: PaymentsPageSchema,
  }),
  /** The payer or an admin. */
  getPayment: defineEndpoint({ method: 'GET', path: '/api/payment/:id', ...one, answer: PaymentSchema }),
  /** The payer or an admin; NotFoundError until the payment is paid. */
  getPaymentReceipt: defineEndpoint({
    method: 'GET',
    path: '/api/payment/:id/receipt',
    ...one,
    answer: ReceiptSchema,
  }),
  /** The payer or an admin: every status change, oldest first. */
  getPaymentHistory: defineEndpoint({
    method: 'GET',
    path: '/api/payment/:id/history',
    ...one,
    answer: PaymentHistorySchema,
  }),
  /** Admins only: every member's payments. */
  listPayments: defineEndpoint({
    method: 'GET',
    path: '/api/payment',
    query: AdminPaymentsQuerySchema,
    answer: PaymentsPageSchema,
  }),
  /** Admins only: a paid payment back to the payer, in full, through the provider. */
  refundPayment: defineEndpoint({
    method: 'POST',
    path: '/api/payment/:id/refund',
    ...one,
    body: RefundPaymentSchema,
    answer: PaymentSchema,
  }),
};
