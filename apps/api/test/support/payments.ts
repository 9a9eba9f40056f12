// Shared steps of the payments API tests: members with sessions, payments started through the API,
// and notices signed with the installation's sandbox key as the provider would sign them.
import crypto from 'node:crypto';
import { expect } from 'vitest';
import { createAdmin, createPost, createUser } from '../../db/factories/index.ts';
import { openSandboxPayments } from '../../src/adapters/payments/index.ts';
import { bearer, client, tokenFor, type TestApp } from '../harness.ts';

export type Member = Awaited<ReturnType<typeof createUser>> & { auth: Record<string, string> };

export async function member(t: TestApp, admin = false): Promise<Member> {
  const user = admin ? await createAdmin(t.db) : await createUser(t.db);
  return { ...user, auth: bearer(await tokenFor(user.id)) };
}

export const adOf = (t: TestApp, userId: string, currncy: 'SAR' | 'AED' = 'SAR') =>
  createPost(t.db, { userId, currncy, title: 'تويوتا كامري 2020' });

/** POST /api/payment as `who`; answers the raw response. */
export function pay(t: TestApp, who: Member | null, payload: Record<string, unknown>) {
  return client(t.app)({ method: 'POST', url: '/api/payment', payload, headers: who?.auth ?? {} });
}

/** A pending payment of `who`, 50,000 SAR sold (500.00 SAR at the default 1 %). */
export async function pendingPayment(t: TestApp, who: Member, over: Record<string, unknown> = {}) {
  const res = await pay(t, who, { type: 'commission', salePrice: '50000', currncy: 'SAR', ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; checkoutUrl: string; amount: number; currncy: string };
}

export const providerRefOf = async (t: TestApp, paymentId: string) =>
  (
    await t.db.query<{ provider_ref: string }>('select provider_ref from payments where id = $1', [paymentId])
  )[0]!.provider_ref;

type Notice = { status: string; amountMinor: number; currency: string; eventId?: string; paymentId?: string };

/** A notice about `providerRef` with whatever it claims, signed with this installation's sandbox key. */
export function signedNotice(t: TestApp, providerRef: string, n: Notice) {
  const sandbox = openSandboxPayments(t.config);
  const data = {
    providerRef,
    paymentId: n.paymentId ?? 'p',
    status: n.status,
    amountMinor: n.amountMinor,
    currency: n.currency,
  };
  const body = Buffer.from(
    JSON.stringify({ id: n.eventId ?? `evt_${crypto.randomUUID()}`, type: 'payment.updated', data }),
  );
  return { body, headers: sandbox.signWebhook(body) };
}

export const deliver = (t: TestApp, notice: { body: Buffer; headers: Record<string, string> }) =>
  client(t.app)({
    method: 'POST',
    url: '/api/webhooks/sandbox',
    payload: notice.body,
    headers: notice.headers,
  });

/** Sets the sandbox's own record of a checkout, as a buyer's card would (the provider's view). */
export async function settleAtSandbox(t: TestApp, providerRef: string, status: string, last4 = '1111') {
  await t.db.query(
    `update payment_sandbox_checkouts set status = $2, card_brand = 'visa', card_last4 = $3 where provider_ref = $1`,
    [providerRef, status, last4],
  );
}

/** A paid payment of `who`: the sandbox says paid and its notice was delivered. */
export async function paidPayment(t: TestApp, who: Member, over: Record<string, unknown> = {}) {
  const p = await pendingPayment(t, who, over);
  const ref = await providerRefOf(t, p._id);
  await settleAtSandbox(t, ref, 'paid');
  const res = await deliver(
    t,
    signedNotice(t, ref, { status: 'paid', amountMinor: p.amount, currency: p.currncy }),
  );
  expect(res.statusCode, res.body).toBe(204);
  return p;
}

export const ledgerRows = (t: TestApp, paymentId: string) =>
  t.db.query<{
    from_status: string | null;
    to_status: string;
    source: string;
    provider_event_id: string | null;
  }>(
    'select from_status, to_status, source, provider_event_id from payment_ledger where payment_id = $1 order by id',
    [paymentId],
  );

export const statusOf = async (t: TestApp, paymentId: string) =>
  (await t.db.query<{ status: string }>('select status from payments where id = $1', [paymentId]))[0]!.status;
