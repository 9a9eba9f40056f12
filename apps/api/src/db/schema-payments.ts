// Drizzle mirror of migration 0011_payments.sql. The payments feature reads and writes with raw
// SQL (locks, the ledger, counters); this keeps the schema checked and typed.
import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { posts } from './schema-posts.ts';
import { users } from './schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'number' });
const STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    type: text('type', { enum: ['commission'] })
      .notNull()
      .default('commission'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    payerName: text('payer_name').notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
    postTitle: text('post_title'),
    salePriceMinor: minor('sale_price_minor').notNull(),
    commissionValue: numeric('commission_value').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency', { enum: ['SAR', 'AED'] }).notNull(),
    status: text('status', { enum: STATUSES }).notNull().default('pending'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    checkoutUrl: text('checkout_url').notNull(),
    methodType: text('method_type'),
    methodBrand: text('method_brand'),
    methodLast4: text('method_last4'),
    receiptNumber: text('receipt_number').unique(),
    refundClaimedAt: ts('refund_claimed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    failedAt: ts('failed_at'),
    refundedAt: ts('refunded_at'),
  },
  (t) => [
    unique('payments_provider_provider_ref_key').on(t.provider, t.providerRef),
    index('payments_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('payments_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('payments_post_idx').on(t.postId),
  ],
);

/** Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    fromStatus: text('from_status', { enum: STATUSES }),
    toStatus: text('to_status', { enum: STATUSES }).notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    source: text('source', { enum: ['member', 'provider', 'admin', 'system'] }).notNull(),
    providerEventId: text('provider_event_id'),
    actorId: uuid('actor_id'),
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [unique('payment_ledger_payment_id_to_status_key').on(t.paymentId, t.toStatus)],
);

export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    providerRef: text('provider_ref').notNull(),
    reportedStatus: text('reported_status').notNull(),
    deliveries: integer('deliveries').notNull().default(1),
    receivedAt: ts('received_at').notNull().defaultNow(),
    processedAt: ts('processed_at'),
    outcome: text('outcome', { enum: ['applied', 'unchanged', 'mismatch', 'unknown'] }),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const paymentReceiptCounters = pgTable('payment_receipt_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const paymentSandboxCheckouts = pgTable('payment_sandbox_checkouts', {
  providerRef: text('provider_ref').primaryKey(),
  paymentId: uuid('payment_id').notNull(),
  amountMinor: minor('amount_minor').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  status: text('status', { enum: STATUSES }).notNull().default('pending'),
  step: text('step', { enum: ['3ds'] }),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
