// Commission payments (docs/product/payments.md): a member starts one for a sale, pays on the
// provider's hosted page and sees it in their list; only the payer and admins see a payment, and
// anybody else is answered as if it did not exist.
import { randomUUID } from 'node:crypto';
import {
  commissionMinor,
  MESSAGES,
  minorToDecimal,
  PAYMENT_AMOUNT_MAX_MINOR,
  PAYMENT_AMOUNT_MIN_MINOR,
  type AdminPaymentsQuery,
  type CreatePayment,
  type Locale,
  type PaymentsQuery,
} from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { authorize } from '../../policies/permissions.ts';
import { toPayment, toReceipt } from './payment-answers.ts';
import {
  appendLedger,
  findPaidCommission,
  findPayerName,
  findPayment,
  findPost,
  insertPayment,
  ledgerOf,
  listPayments,
  readCommissionValue,
  type ListFilters,
} from './payments.queries.ts';
import { endOf } from '../../lib/date-range.ts';

/** Where the buyer comes back: the web page of this payment, in the language they paid in. */
export type Return = { origin: string; locale: Locale };

function amountProblem(amountMinor: number) {
  const low = amountMinor < PAYMENT_AMOUNT_MIN_MINOR;
  return new AppError('ValidationError', {
    field: 'salePrice',
    reason: low ? 'amountBelowMinimum' : 'amountAboveMaximum',
    amountMinor,
    ...(low ? { minAmountMinor: PAYMENT_AMOUNT_MIN_MINOR } : { maxAmountMinor: PAYMENT_AMOUNT_MAX_MINOR }),
    issues: [{ path: 'salePrice', message: low ? MESSAGES.minLimit : MESSAGES.maxLimit }],
  });
}

export async function createPayment(deps: Deps, viewer: AuthUser, input: CreatePayment, back: Return) {
  const post = input.postId ? await findPost(deps.sql, input.postId) : undefined;
  if (input.postId && !post) throw new AppError('NotFoundError', { field: 'postId' });
  if (post) authorize(viewer, 'ad.payCommission', { ownerId: post.user_id });
  // One commission per ad (docs/product/payments.md#one-commission-per-ad).
  const paid = input.postId ? await findPaidCommission(deps.sql, input.postId) : undefined;
  if (paid)
    throw new AppError('DuplicationError', {
      field: 'postId',
      reason: 'commissionAlreadyPaid',
      paymentId: paid.id,
    });
  const commissionValue = await readCommissionValue(deps.sql);
  const amountMinor = commissionMinor(input.salePrice, commissionValue);
  if (amountMinor < PAYMENT_AMOUNT_MIN_MINOR || amountMinor > PAYMENT_AMOUNT_MAX_MINOR)
    throw amountProblem(amountMinor);

  const id = randomUUID();
  const title = post?.title ?? null;
  const amountText = `${minorToDecimal(amountMinor)} ${input.currncy}`;
  // The provider shows it on its page and its receipts: both languages, the ad's title if any.
  const description = `Souqna commission · عمولة سوقنا ${amountText}${title ? ` · ${title}` : ''}`.slice(
    0,
    250,
  );
  const returnUrl = `${back.origin}${back.locale === 'en' ? '/en' : ''}/setting/payment/${id}`;
  // The provider's checkout first: if it is down, no payment row is left behind (503, try again).
  const checkout = await deps.payments.createCheckout({
    paymentId: id,
    amountMinor,
    currency: input.currncy,
    description,
    returnUrl,
  });
  await deps.sql.transaction(async (conn) => {
    await insertPayment(conn, {
      id,
      user_id: viewer.id,
      payer_name: (await findPayerName(conn, viewer.id)) ?? '',
      post_id: input.postId ?? null,
      post_title: title,
      sale_price_minor: input.salePrice,
      commission_value: commissionValue,
      amount_minor: amountMinor,
      currency: input.currncy,
      provider: deps.payments.name,
      provider_ref: checkout.providerRef,
      checkout_url: checkout.checkoutUrl,
    });
    await appendLedger(conn, {
      paymentId: id,
      from: null,
      to: 'pending',
      amountMinor,
      currency: input.currncy,
      source: 'member',
      actorId: viewer.id,
    });
  });
  return toPayment((await findPayment(deps.sql, id))!);
}

/** The payer's or, for an admin, anyone's; otherwise NotFoundError, exactly as for an unknown id. */
export async function visiblePayment(deps: Deps, viewer: AuthUser, id: string) {
  const row = isUuid(id) ? await findPayment(deps.sql, id) : undefined;
  if (!row) throw new AppError('NotFoundError');
  authorize(viewer, 'payment.see', { ownerId: row.user_id });
  return row;
}

export const getPayment = async (deps: Deps, viewer: AuthUser, id: string) =>
  toPayment(await visiblePayment(deps, viewer, id));

export async function getReceipt(deps: Deps, viewer: AuthUser, id: string) {
  const row = await visiblePayment(deps, viewer, id);
  if (!row.receipt_number) throw new AppError('NotFoundError', { reason: 'noReceipt', status: row.status });
  return toReceipt(row);
}

export async function getHistory(deps: Deps, viewer: AuthUser, id: string) {
  const row = await visiblePayment(deps, viewer, id);
  const items = (await ledgerOf(deps.sql, row.id)).map((r) => ({
    from: r.from_status,
    to: r.to_status,
    source: r.source,
    note: r.note,
    at: new Date(r.created_at).toISOString(),
  }));
  return { items };
}

async function page(deps: Deps, q: PaymentsQuery, f: ListFilters) {
  const filters = { ...f, status: q.status, dateFrom: q.dateFrom, dateTo: q.dateTo && endOf(q.dateTo) };
  const { rows, total } = await listPayments(deps.sql, filters, q.sort, q.page, q.limit);
  return { items: rows.map(toPayment), page: q.page, total };
}

export const myPayments = (deps: Deps, viewer: AuthUser, q: PaymentsQuery) =>
  page(deps, q, { userId: viewer.id });

export const allPayments = (deps: Deps, q: AdminPaymentsQuery) =>
  page(deps, q, { userId: q.userId, currency: q.currncy, receiptNumber: q.receiptNumber });
