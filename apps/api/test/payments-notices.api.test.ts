// Provider notices at POST /api/webhooks/sandbox (docs/product/payments.md#provider-notices): only a
// correctly signed notice is looked at, only the provider's own view moves a payment, and only
// forward; the same notice twice (or five times at once) changes nothing the second time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleNotice } from '../src/features/payments/payment-notices.service.ts';
import { buildTestApp, expectError, type TestApp } from './harness.ts';
import {
  deliver,
  ledgerRows,
  member,
  paidPayment,
  pendingPayment,
  providerRefOf,
  settleAtSandbox,
  signedNotice,
  statusOf,
  type Member,
} from './support/payments.ts';

let t: TestApp;
let buyer: Member;
beforeAll(async () => {
  t = await buildTestApp();
  buyer = await member(t);
});
afterAll(() => t?.close());

const noticeRow = async (eventId: string) =>
  (
    await t.db.query<{ deliveries: number; outcome: string | null; processed: boolean }>(
      `select deliveries, outcome, processed_at is not null as processed from payment_webhook_events
        where provider = 'sandbox' and event_id = $1`,
      [eventId],
    )
  )[0];
const started = async () => {
  const p = await pendingPayment(t, buyer);
  return { ...p, ref: await providerRefOf(t, p._id) };
};
const sar500 = { amountMinor: 50_000, currency: 'SAR' };

describe('POST /api/webhooks/sandbox', () => {
  it('refuses a forged signature with 400 InvalidSignatureError, and nothing changes', async () => {
    const p = await started();
    await settleAtSandbox(t, p.ref, 'paid');
    const notice = signedNotice(t, p.ref, { status: 'paid', ...sar500, eventId: 'evt_forged' });
    const forged = {
      ...notice.headers,
      'x-sandbox-signature': notice.headers['x-sandbox-signature']!.replace(
        /v1=[0-9a-f]+/,
        `v1=${'0'.repeat(64)}`,
      ),
    };
    const res = await deliver(t, { body: notice.body, headers: forged });
    expectError(res, 'InvalidSignatureError');
    expect(res.json().data).toEqual({ reason: 'mismatch' });
    expect(await statusOf(t, p._id)).toBe('pending');
    expect(await ledgerRows(t, p._id)).toHaveLength(1);
    expect(await noticeRow('evt_forged')).toBeUndefined();
  });

  it('handles a replayed notice once: five deliveries, one at a time and five at once, one ledger row', async () => {
    const p = await started();
    await settleAtSandbox(t, p.ref, 'paid');
    const notice = signedNotice(t, p.ref, { status: 'paid', ...sar500, eventId: `evt_replay_${p._id}` });
    expect((await deliver(t, notice)).statusCode).toBe(204);
    for (let i = 0; i < 4; i++) expect((await deliver(t, notice)).statusCode).toBe(204);
    expect(await noticeRow(`evt_replay_${p._id}`)).toEqual({
      deliveries: 5,
      outcome: 'applied',
      processed: true,
    });
    expect((await ledgerRows(t, p._id)).map((r) => r.to_status)).toEqual(['pending', 'paid']);

    const q = await started();
    await settleAtSandbox(t, q.ref, 'paid');
    const racing = signedNotice(t, q.ref, { status: 'paid', ...sar500 });
    const codes = await Promise.all(Array.from({ length: 5 }, () => deliver(t, racing)));
    expect(codes.map((r) => r.statusCode)).toEqual([204, 204, 204, 204, 204]);
    expect((await ledgerRows(t, q._id)).map((r) => r.to_status)).toEqual(['pending', 'paid']);
    expect(t.events.named('payment.paid').filter((e) => e.paymentId === q._id)).toHaveLength(1);
  });

  it('never undoes a payment: a late "failed" after "paid" leaves it paid', async () => {
    const p = await paidPayment(t, buyer);
    const ref = await providerRefOf(t, p._id);
    // The notice says failed; the provider says paid: the provider's view wins, and it is no news.
    const late = signedNotice(t, ref, { status: 'failed', ...sar500 });
    expect((await deliver(t, late)).statusCode).toBe(204);
    expect(await statusOf(t, p._id)).toBe('paid');
    // Even when the provider's own view turns to failed (a later try on the same checkout).
    await settleAtSandbox(t, ref, 'failed');
    const later = signedNotice(t, ref, { status: 'failed', ...sar500 });
    expect((await deliver(t, later)).statusCode).toBe(204);
    expect(await statusOf(t, p._id)).toBe('paid');
    expect(await noticeRow(JSON.parse(later.body.toString()).id)).toMatchObject({ outcome: 'unchanged' });
    expect((await ledgerRows(t, p._id)).map((r) => r.to_status)).toEqual(['pending', 'paid']);
  });

  it('moves a failed checkout to paid when the provider later says paid, and walks pending → paid → refunded', async () => {
    const p = await started();
    await settleAtSandbox(t, p.ref, 'failed');
    await deliver(t, signedNotice(t, p.ref, { status: 'failed', ...sar500 }));
    expect(await statusOf(t, p._id)).toBe('failed');
    await settleAtSandbox(t, p.ref, 'paid');
    await deliver(t, signedNotice(t, p.ref, { status: 'paid', ...sar500 }));
    expect(await statusOf(t, p._id)).toBe('paid');

    const q = await started();
    await settleAtSandbox(t, q.ref, 'refunded');
    await deliver(t, signedNotice(t, q.ref, { status: 'refunded', ...sar500 }));
    expect((await ledgerRows(t, q._id)).map((r) => `${r.from_status}→${r.to_status}`)).toEqual([
      'null→pending',
      'pending→paid',
      'paid→refunded',
    ]);
  });

  it('leaves a payment as it was when amounts or currencies disagree, and says so in the log', async () => {
    const p = await started();
    await settleAtSandbox(t, p.ref, 'paid');
    // The notice claims another amount than the provider's own record.
    const wrongAmount = signedNotice(t, p.ref, { status: 'paid', amountMinor: 100, currency: 'SAR' });
    expect((await deliver(t, wrongAmount)).statusCode).toBe(204);
    expect(await noticeRow(JSON.parse(wrongAmount.body.toString()).id)).toMatchObject({
      outcome: 'mismatch',
    });
    // The notice and the provider agree with each other, not with our payment (another currency).
    await t.db.query(`update payment_sandbox_checkouts set currency = 'AED' where provider_ref = $1`, [
      p.ref,
    ]);
    const warnings: unknown[] = [];
    const event = {
      eventId: `evt_mismatch_${p._id}`,
      providerRef: p.ref,
      status: 'paid' as const,
      amountMinor: 50_000,
      currency: 'AED',
    };
    expect(await handleNotice(t.app.deps, event, { warn: (o: unknown) => warnings.push(o) })).toBe(
      'mismatch',
    );
    expect(warnings).toEqual([
      expect.objectContaining({
        event: 'payment.mismatch',
        paymentId: p._id,
        ours: { amountMinor: 50_000, currency: 'SAR' },
        providerView: { amountMinor: 50_000, currency: 'AED', status: 'paid' },
      }),
    ]);
    expect(await statusOf(t, p._id)).toBe('pending');
    expect(await ledgerRows(t, p._id)).toHaveLength(1);
    expect(t.events.named('payment.paid').filter((e) => e.paymentId === p._id)).toEqual([]);
  });

  it('acknowledges a notice about a checkout that is not ours, and keeps it', async () => {
    const notice = signedNotice(t, 'sbx_not_ours', { status: 'paid', ...sar500, eventId: 'evt_not_ours' });
    expect((await deliver(t, notice)).statusCode).toBe(204);
    expect(await noticeRow('evt_not_ours')).toMatchObject({ outcome: 'unknown', processed: true });
  });

  it('keeps the ledger append-only: the database refuses to change or remove its rows', async () => {
    const p = await paidPayment(t, buyer);
    for (const sql of [
      `update payment_ledger set to_status = 'failed' where payment_id = '${p._id}'`,
      `delete from payment_ledger where payment_id = '${p._id}'`,
    ])
      await expect(t.db.query(sql), sql).rejects.toThrow(/append-only/);
    await expect(t.db.query(`delete from payments where id = '${p._id}'`)).rejects.toThrow();
    expect(await ledgerRows(t, p._id)).toHaveLength(2);
  });
});
