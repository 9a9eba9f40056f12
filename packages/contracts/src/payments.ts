// Payments (docs/product/payments.md): the commission a member pays on a sale, its answers, the
// member's and the admins' lists, the receipt and the history of its status changes.
import { z } from './zod.ts';
import { CURRENCIES, PAYMENT_STATUSES } from './limits.ts';
import { PAYMENTS_PAGE_MAX, PAYMENTS_PAGE_SIZE } from './payments-money.ts';
import { PriceSchema } from './posts.ts';
import { MESSAGES } from './rules.ts';
import { DateParam, IsoDateSchema, pagedAnswer } from './schemas-common.ts';

export const PAYMENT_TYPES = ['commission'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_SORTS = ['newest', 'oldest', 'amount_desc', 'amount_asc'] as const;
export type PaymentSort = (typeof PAYMENT_SORTS)[number];
/**
 * Who moved a payment: the member (created it), the provider (a verified event), an admin (refund),
 * the site itself (a second commission for one ad given back: docs/product/payments.md#one-commission-per-ad).
 */
export const PAYMENT_CHANGE_SOURCES = ['member', 'provider', 'admin', 'system'] as const;

const Uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
  error: MESSAGES.required,
});
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/**
 * POST /api/payment. `salePrice` follows the ad price rule ("1500", "1500.5", Arabic-Indic digits)
 * and arrives as integer halalas/fils; the server computes the amount from commissionValue.
 */
export const CreatePaymentSchema = z.object({
  type: z.enum(PAYMENT_TYPES, { error: MESSAGES.required }),
  /** The payer's own ad that was sold (optional: a sale may be recorded without one). */
  postId: optionalText(Uuid),
  salePrice: PriceSchema,
  currncy: z.enum(CURRENCIES, { error: MESSAGES.required }),
});
export type CreatePayment = z.infer<typeof CreatePaymentSchema>;

export const PaymentMethodSchema = z.object({
  /** 'card' for the test cards and credit/mada cards; other provider methods keep their name. */
  type: z.string(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
});

export const PaymentSchema = z.object({
  _id: z.string(),
  type: z.enum(PAYMENT_TYPES),
  /** The payer as they were named when paying; _id is null once the account is deleted. */
  payer: z.object({ _id: z.string().nullable(), fullname: z.string() }),
  postId: z.string().nullable(),
  /** The ad's title when the payment was made (kept if the ad is edited or deleted). */
  postTitle: z.string().nullable(),
  /** The sale price in halalas/fils (the request's `salePrice` is typed in riyals/dirhams). */
  salePriceMinor: z.number().int(),
  /** Display form of salePriceMinor: "1500.50". */
  salePriceText: z.string(),
  /** The percentage charged, as the site settings held it when the payment was made. */
  commissionValue: z.number(),
  /**
   * The commission in integer halalas/fils, as shared/decisions.md §8 publishes it (and as Moyasar's
   * API carries `amount`): 1501 is 15.01 SAR/AED. Never a float, never a string.
   */
  amount: z.number().int(),
  /** Display form of amount: "15.01". */
  amountText: z.string(),
  currncy: z.enum(CURRENCIES),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string(),
  /** Where the member pays; only while the payment is pending, else null. */
  checkoutUrl: z.string().nullable(),
  method: PaymentMethodSchema.nullable(),
  /** SQ-<year>-<6 digits>, given when the payment is paid (kept after a refund). */
  receiptNumber: z.string().nullable(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
  paidAt: IsoDateSchema.nullable(),
  failedAt: IsoDateSchema.nullable(),
  refundedAt: IsoDateSchema.nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/** The member's list (/setting/payment): a dateTo without a time includes that whole day. */
export const PaymentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAYMENTS_PAGE_MAX).default(PAYMENTS_PAGE_SIZE),
  dateFrom: DateParam.optional(),
  dateTo: DateParam.optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  sort: z.enum(PAYMENT_SORTS).default('newest'),
});
export type PaymentsQuery = z.infer<typeof PaymentsQuerySchema>;

/** The admins' list of every payment: the member's filters plus payer, currency and receipt number. */
export const AdminPaymentsQuerySchema = PaymentsQuerySchema.extend({
  userId: Uuid.optional(),
  currncy: z.enum(CURRENCIES).optional(),
  receiptNumber: z.string().trim().max(40).optional(),
});
export type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuerySchema>;

export const PaymentsPageSchema = pagedAnswer(PaymentSchema);
export const PaymentIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** POST /api/payment/{id}/refund (admins): the whole amount goes back; the note is kept in the history. */
export const RefundPaymentSchema = z
  .object({ note: z.string().trim().max(500, { error: MESSAGES.maxLength }).optional() })
  .optional();

/** What a printable receipt shows; only a paid (or later refunded) payment has one. */
export const ReceiptSchema = z.object({
  receiptNumber: z.string(),
  paymentId: z.string(),
  type: z.enum(PAYMENT_TYPES),
  status: z.enum(['paid', 'refunded']),
  issuedAt: IsoDateSchema,
  refundedAt: IsoDateSchema.nullable(),
  member: z.object({ _id: z.string().nullable(), fullname: z.string() }),
  post: z.object({ _id: z.string().nullable(), title: z.string() }).nullable(),
  salePriceMinor: z.number().int(),
  salePriceText: z.string(),
  commissionValue: z.number(),
  /** Integer halalas/fils, as in PaymentSchema. */
  amount: z.number().int(),
  amountText: z.string(),
  currncy: z.enum(CURRENCIES),
  method: PaymentMethodSchema.nullable(),
  provider: z.string(),
  /** The provider's reference, for support and reconciliation. */
  providerRef: z.string(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/** One row of the append-only ledger: every status change, oldest first. */
export const PaymentChangeSchema = z.object({
  from: z.enum(PAYMENT_STATUSES).nullable(),
  to: z.enum(PAYMENT_STATUSES),
  source: z.enum(PAYMENT_CHANGE_SOURCES),
  note: z.string().nullable(),
  at: IsoDateSchema,
});
export const PaymentHistorySchema = z.object({ items: z.array(PaymentChangeSchema) });
