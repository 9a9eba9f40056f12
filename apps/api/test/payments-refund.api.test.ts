// Receipts and refunds (docs/product/payments.md#receipts, #refunds): a paid payment has a numbered
// receipt; an admin refunds it in full through the provider, once, with a ledger row; a payment
// that is not paid cannot be refunded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, expectError, type TestApp } from './harness.ts';
import {
  adOf,
  deliver,
  ledgerRows,
  member,
  paidPayment,
  pendingPayment,
  providerRefOf,
  settleAtSandbox,
  signedNotice,
  type Member,
} from './support/payments.ts';

let t: TestApp;
let payer: Member;
let admin: Member;
// Its own database: receipt numbers are checked to follow each other, with no other file paying between.
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
  [payer, admin] = [await member(t), await member(t, true)];
});
afterAll(() => t?.close());

const refund = (id: string, who: Member = admin, payload: object = {}) =>
  client(t.app)({ method: 'POST', url: `/api/payment/${id}/refund`, headers: who.auth, payload });
const get = (url: string, who: Member = payer) => client(t.app)({ method: 'GET', url, headers: who.auth });

describe('GET /api/payment/{id}/receipt', () => {
  it('gives what a printable receipt needs, numbered SQ-<year>-<n> in order of payment', async () => {
    const ad = await adOf(t, payer.id);
    const first = await paidPayment(t, payer, { postId: ad.id, salePrice: '1500.50' });
    const second = await paidPayment(t, payer, { currncy: 'AED' });
    const res = await get(`/api/payment/${first._id}/receipt`);
    expect(res.statusCode, res.body).toBe(200);
    const receipt = res.json();
    expect(receipt).toEqual({
      receiptNumber: expect.stringMatching(/^SQ-20\d\d-\d{6}$/),
      paymentId: first._id,
      type: 'commission',
      status: 'paid',
      issuedAt: expect.any(String),
      refundedAt: null,
      member: { _id: payer.id, fullname: payer.fullname },
      post: { _id: ad.id, title: 'تويوتا كامري 2020' },
      salePriceMinor: 150_050,
      salePriceText: '1500.50',
      commissionValue: 1,
      amount: 1501,
      amountText: '15.01',
      currncy: 'SAR',
      method: { type: 'card', brand: 'visa', last4: '1111' },
      provider: 'sandbox',
      providerRef: await providerRefOf(t, first._id),
    });
    const next = (await get(`/api/payment/${second._id}/receipt`)).json().receiptNumber as string;
    const [year, n] = receipt.receiptNumber.split('-').slice(1).map(Number);
    expect(next).toBe(`SQ-${year}-${String(n + 1).padStart(6, '0')}`);
  });

  it('has none for a payment that is not paid', async () => {
    const p = await pendingPayment(t, payer);
    const res = await get(`/api/payment/${p._id}/receipt`);
    expectError(res, 'NotFoundError');
    expect(res.json().data).toEqual({ reason: 'noReceipt', status: 'pending' });
  });

  it('keeps the payer and the ad as they were when the account or the ad goes away', async () => {
    const leaving = await member(t);
    const ad = await adOf(t, leaving.id);
    const p = await paidPayment(t, leaving, { postId: ad.id });
    await t.db.query('delete from users where id = $1', [leaving.id]);
    const res = await get(`/api/payment/${p._id}/receipt`, admin);
    expect(res.json()).toMatchObject({
      member: { _id: null, fullname: leaving.fullname },
      post: { _id: null, title: 'تويوتا كامري 2020' },
    });
  });
});

describe('POST /api/payment/{id}/refund', () => {
  it('refunds a paid payment in full: refunded, a ledger row by the admin, the receipt kept, an event', async () => {
    const p = await paidPayment(t, payer);
    const res = await refund(p._id, admin, { note: 'Sale cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'refunded',
      refundedAt: expect.any(String),
      receiptNumber: expect.any(String),
    });
    const rows = await t.db.query<{
      to_status: string;
      source: string;
      actor_id: string | null;
      note: string | null;
    }>('select to_status, source, actor_id, note from payment_ledger where payment_id = $1 order by id', [
      p._id,
    ]);
    expect(rows.at(-1)).toEqual({
      to_status: 'refunded',
      source: 'admin',
      actor_id: admin.id,
      note: 'Sale cancelled',
    });
    const [atSandbox] = await t.db.query<{ status: string }>(
      'select status from payment_sandbox_checkouts where payment_id = $1',
      [p._id],
    );
    expect(atSandbox!.status).toBe('refunded');
    expect((await get(`/api/payment/${p._id}/receipt`)).json()).toMatchObject({ status: 'refunded' });
    const history = (await get(`/api/payment/${p._id}/history`)).json();
    expect(history.items.map((i: { to: string; source: string }) => `${i.to}:${i.source}`)).toEqual([
      'pending:member',
      'paid:provider',
      'refunded:admin',
    ]);
    expect(t.events.named('payment.refunded')).toContainEqual({ paymentId: p._id, userId: payer.id });
    // An admin action: in the audit log with the amount and the note.
    const [audited] = await t.db.query<{
      action: string;
      admin_id: string;
      details: Record<string, unknown>;
    }>('select action, admin_id, details from admin_audit where target_id = $1', [p._id]);
    expect(audited).toMatchObject({
      action: 'payment.refund',
      admin_id: admin.id,
      details: { amountMinor: p.amount, currncy: p.currncy, note: 'Sale cancelled' },
    });
  });

  it('refuses a payment that is not paid, a second refund, and an unknown id', async () => {
    const pending = await pendingPayment(t, payer);
    const notPaid = await refund(pending._id);
    expectError(notPaid, 'ValidationError');
    expect(notPaid.json().data).toEqual({ field: 'status', reason: 'notRefundable', status: 'pending' });
    const p = await paidPayment(t, payer);
    expect((await refund(p._id)).statusCode).toBe(200);
    const twice = await refund(p._id);
    expect(twice.json().data).toMatchObject({ reason: 'notRefundable', status: 'refunded' });
    expect((await ledgerRows(t, p._id)).map((r) => r.to_status)).toEqual(['pending', 'paid', 'refunded']);
    expectError(await refund(crypto.randomUUID()), 'NotFoundError');
    expectError(await refund('nope'), 'NotFoundError');
  });

  it('refunds once when five admins click at the same moment', async () => {
    const p = await paidPayment(t, payer);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(p._id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expectError(r, 'ValidationError');
      expect(['refundInProgress', 'notRefundable']).toContain(r.json().data.reason);
    }
    expect((await ledgerRows(t, p._id)).map((r) => r.to_status)).toEqual(['pending', 'paid', 'refunded']);
  });

  it('leaves the payment paid when the provider refuses or does not answer, so it can be tried again', async () => {
    const p = await paidPayment(t, payer);
    const provider = t.app.deps.payments;
    const real = provider.refund.bind(provider);
    provider.refund = async () => {
      const { AppError } = await import('../src/lib/app-error.ts');
      throw new AppError('ServiceUnavailableError', { reason: 'providerTimeout' });
    };
    try {
      expectError(await refund(p._id), 'ServiceUnavailableError');
    } finally {
      provider.refund = real;
    }
    expect((await get(`/api/payment/${p._id}`)).json().status).toBe('paid');
    expect((await refund(p._id)).statusCode).toBe(200);
  });

  it('refuses a member, even the payer (403)', async () => {
    const p = await paidPayment(t, payer);
    expectError(await refund(p._id, payer), 'UnauthorizedError');
    expect((await get(`/api/payment/${p._id}`)).json().status).toBe('paid');
  });
});

describe('what the member is told', () => {
  it('each step once, in both languages: received with its receipt number, refunded, and a failure', async () => {
    const told = await member(t);
    const ad = await adOf(t, told.id);
    const p = await paidPayment(t, told, { postId: ad.id });
    expect((await refund(p._id, admin, { note: 'Sale cancelled' })).statusCode).toBe(200);
    const failed = await pendingPayment(t, told, { salePrice: '20000' });
    const ref = await providerRefOf(t, failed._id);
    await settleAtSandbox(t, ref, 'failed');
    const notice = signedNotice(t, ref, { status: 'failed', amountMinor: 20000, currency: 'SAR' });
    expect((await deliver(t, notice)).statusCode).toBe(204);
    // The same notice again moves nothing, so it tells nothing.
    expect((await deliver(t, notice)).statusCode).toBe(204);
    await t.app.deps.events.settled();
    await t.app.deps.jobs.idle(20_000);

    const receipt = (await get(`/api/payment/${p._id}`, told)).json().receiptNumber as string;
    const items = (await get('/api/notifications/user/general', told)).json().items;
    expect(items.map((n: { en_title: string }) => n.en_title)).toEqual([
      'Payment did not go through',
      'Payment refunded',
      'Payment received',
    ]);
    expect(items.every((n: { senderRole: string }) => n.senderRole === 'admin')).toBe(true);
    const [fail, refunded, paid] = items;
    // Titles and receipt numbers are isolated, so neither language's text reorders them.
    const iso = (s: string) => `\u2068${s}\u2069`;
    expect(paid.en_message).toBe(
      `We received your commission of 500 SAR for ${iso(`“${ad.title}”`)}. Receipt ${iso(receipt)}. Thank you.`,
    );
    expect(paid.ar_message).toContain(
      `استلمنا عمولتك 500 ر.س عن ${iso(`«${ad.title}»`)}. رقم الإيصال ${iso(receipt)}`,
    );
    expect(refunded.en_message).toBe(
      `Your payment ${iso(receipt)} of 500 SAR for ${iso(`“${ad.title}”`)} was refunded.`,
    );
    expect(refunded.ar_title).toBe('تم استرداد الدفعة');
    expect(fail.en_message).toMatch(/^Your commission payment of 200 SAR did not go through/);
    expect(fail.ar_title).toBe('لم تكتمل الدفعة');
    // The admin who refunded it is not told of their own act.
    expect((await get('/api/notifications/user/general', admin)).json().items).toEqual([]);
  });
});
