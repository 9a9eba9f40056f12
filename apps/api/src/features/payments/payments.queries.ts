// Payments SQL: the rows, the lists, the ledger and the receipt counter. Status changes and the
// ledger are written together by payment-apply.ts, inside one transaction.
import type { PaymentSort, PaymentStatus } from '@souqna/contracts';
import { DEFAULT_SETTINGS } from '../../../db/seed/reference/default-settings.ts';
import type { Connection, Database } from '../../db/client.ts';

export type PaymentRow = {
  id: string;
  type: 'commission';
  user_id: string | null;
  payer_name: string;
  post_id: string | null;
  post_title: string | null;
  sale_price_minor: string | number;
  commission_value: string;
  amount_minor: string | number;
  currency: 'SAR' | 'AED';
  status: PaymentStatus;
  provider: string;
  provider_ref: string;
  checkout_url: string;
  method_type: string | null;
  method_brand: string | null;
  method_last4: string | null;
  receipt_number: string | null;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
  failed_at: Date | null;
  refunded_at: Date | null;
};

/** The percentage in the site settings now; the seeded default if an admin never set one. */
export async function readCommissionValue(db: Connection): Promise<number> {
  const [row] = await db.query<{ value: unknown }>(
    `select value from site_settings where key = 'commissionValue'`,
  );
  return typeof row?.value === 'number' ? row.value : DEFAULT_SETTINGS.commissionValue;
}

export async function findPost(db: Connection, id: string) {
  const [row] = await db.query<{ user_id: string; title: string; currncy: 'SAR' | 'AED' }>(
    'select user_id, title, currncy from posts where id = $1',
    [id],
  );
  return row;
}

/** The ad's paid commission, if any (not a refunded one). */
export async function findPaidCommission(db: Connection, postId: string, except?: string) {
  const [row] = await db.query<{ id: string }>(
    `select id from payments where post_id = $1 and status = 'paid' and ($2::uuid is null or id <> $2::uuid) limit 1`,
    [postId, except ?? null],
  );
  return row;
}

/**
 * Serialises the steps to paid of one ad's payments until the transaction ends, so two notices at
 * once cannot both find the other not paid yet. An advisory lock: the ad itself may be gone.
 */
export async function lockAdPayments(conn: Connection, postId: string): Promise<void> {
  await conn.query('select pg_advisory_xact_lock(hashtextextended($1, 25))', [postId]);
}

export async function findPayerName(db: Connection, userId: string): Promise<string | undefined> {
  const [row] = await db.query<{ fullname: string }>('select fullname from users where id = $1', [userId]);
  return row?.fullname;
}

export type NewPayment = Pick<
  PaymentRow,
  'id' | 'user_id' | 'payer_name' | 'post_id' | 'post_title' | 'currency' | 'provider' | 'provider_ref'
> & { sale_price_minor: number; commission_value: number; amount_minor: number; checkout_url: string };

export async function insertPayment(conn: Connection, p: NewPayment): Promise<void> {
  await conn.query(
    `insert into payments (id, user_id, payer_name, post_id, post_title, sale_price_minor, commission_value,
                           amount_minor, currency, provider, provider_ref, checkout_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      p.id,
      p.user_id,
      p.payer_name,
      p.post_id,
      p.post_title,
      p.sale_price_minor,
      p.commission_value,
      p.amount_minor,
      p.currency,
      p.provider,
      p.provider_ref,
      p.checkout_url,
    ],
  );
}

export type LedgerEntry = {
  paymentId: string;
  from: PaymentStatus | null;
  to: PaymentStatus;
  amountMinor: number;
  currency: string;
  source: 'member' | 'provider' | 'admin' | 'system';
  providerEventId?: string | null;
  actorId?: string | null;
  note?: string | null;
};

export async function appendLedger(conn: Connection, e: LedgerEntry): Promise<void> {
  await conn.query(
    `insert into payment_ledger (payment_id, from_status, to_status, amount_minor, currency, source,
                                 provider_event_id, actor_id, note)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      e.paymentId,
      e.from,
      e.to,
      e.amountMinor,
      e.currency,
      e.source,
      e.providerEventId ?? null,
      e.actorId ?? null,
      e.note ?? null,
    ],
  );
}

export async function findPayment(db: Connection, id: string, lock = false): Promise<PaymentRow | undefined> {
  const [row] = await db.query<PaymentRow>(
    `select * from payments where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return row;
}

export async function findByProviderRef(db: Connection, provider: string, ref: string) {
  const [row] = await db.query<PaymentRow>(
    'select * from payments where provider = $1 and provider_ref = $2',
    [provider, ref],
  );
  return row;
}

export type ListFilters = {
  userId?: string;
  status?: PaymentStatus;
  currency?: string;
  receiptNumber?: string;
  dateFrom?: Date;
  dateTo?: Date;
};
const ORDER: Record<PaymentSort, string> = {
  newest: 'created_at desc, id desc',
  oldest: 'created_at asc, id asc',
  amount_desc: 'amount_minor desc, created_at desc, id desc',
  amount_asc: 'amount_minor asc, created_at desc, id desc',
};

/** One page and the total of the filtered list (a member's payments are few; the admins' list is paged). */
export async function listPayments(
  db: Connection,
  f: ListFilters,
  sort: PaymentSort,
  page: number,
  limit: number,
): Promise<{ rows: PaymentRow[]; total: number }> {
  const where: string[] = [];
  const args: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    args.push(value);
    where.push(clause.replace('?', `$${args.length}`));
  };
  if (f.userId) add('user_id = ?', f.userId);
  if (f.status) add('status = ?', f.status);
  if (f.currency) add('currency = ?', f.currency);
  if (f.receiptNumber) add('receipt_number = ?', f.receiptNumber);
  if (f.dateFrom) add('created_at >= ?', f.dateFrom);
  if (f.dateTo) add('created_at < ?', f.dateTo);
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  args.push(limit, (page - 1) * limit);
  const rows = await db.query<PaymentRow & { total: string | number }>(
    `select *, count(*) over () as total from payments ${filter}
      order by ${ORDER[sort]} limit $${args.length - 1} offset $${args.length}`,
    args,
  );
  if (rows.length || page === 1) return { rows, total: Number(rows[0]?.total ?? 0) };
  // Past the last page: the total still answers.
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from payments ${filter}`,
    args.slice(0, -2),
  );
  return { rows: [], total: count?.n ?? 0 };
}

export const ledgerOf = (db: Connection, paymentId: string) =>
  db.query<{
    from_status: PaymentStatus | null;
    to_status: PaymentStatus;
    source: LedgerEntry['source'];
    note: string | null;
    created_at: Date;
  }>(
    `select from_status, to_status, source, note, created_at from payment_ledger
      where payment_id = $1 order by id`,
    [paymentId],
  );

/** The next receipt number of `year`, gapless: the counter row is locked until the caller commits. */
export async function nextReceiptNumber(conn: Connection, year: number): Promise<string> {
  const [row] = await conn.query<{ n: number }>(
    `insert into payment_receipt_counters (year, last_number) values ($1, 1)
     on conflict (year) do update set last_number = payment_receipt_counters.last_number + 1
     returning last_number as n`,
    [year],
  );
  return `SQ-${year}-${String(row!.n).padStart(6, '0')}`;
}

/**
 * The member's payments and their receipt numbers, for the export of their data: what their
 * receipt shows, not the provider's references or the checkout link.
 */
export const paymentsForExport = (sql: Database, userId: string, cap: number) =>
  sql.query(
    `select id, type, payer_name as "payerName", post_id as "postId", post_title as "postTitle",
            sale_price_minor as "salePriceMinor", commission_value as "commissionValue",
            amount_minor as "amountMinor", currency, status, method_type as "methodType",
            method_brand as "methodBrand", method_last4 as "methodLast4",
            receipt_number as "receiptNumber", created_at as "createdAt", paid_at as "paidAt",
            failed_at as "failedAt", refunded_at as "refundedAt"
       from payments where user_id = $1 order by created_at desc, id desc limit $2`,
    [userId, cap],
  );
