// The scheduled check of pending payments (docs/product/payments.md#statuses): a payment whose
// notice never came is moved by the provider's own view; a checkout left unpaid for a day expires
// and fails; a young one is left to its notice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, type TestApp } from './harness.ts';
import {
  member,
  pendingPayment,
  providerRefOf,
  settleAtSandbox,
  statusOf,
  type Member,
} from './support/payments.ts';

let t: TestApp;
let buyer: Member;
// Its own database: the check reads every pending payment, and runs as this app's job.
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
  buyer = await member(t);
});
afterAll(() => t?.close());

const ago = (id: string, interval: string) =>
  t.db.query(`update payments set created_at = now() - $2::interval where id = $1`, [id, interval]);
const check = async () => {
  await t.app.deps.jobs.send('payments.reconcile', {});
  await t.app.deps.jobs.idle();
};
const ledger = (id: string) =>
  t.db.query<{ to_status: string; source: string; note: string | null }>(
    'select to_status, source, note from payment_ledger where payment_id = $1 order by id',
    [id],
  );

describe('payments.reconcile', () => {
  it('pays a payment whose notice was lost, from the provider’s own view', async () => {
    const p = await pendingPayment(t, buyer);
    await settleAtSandbox(t, await providerRefOf(t, p._id), 'paid');
    await ago(p._id, '20 minutes');
    await check();
    const paid = (
      await client(t.app)({ method: 'GET', url: `/api/payment/${p._id}`, headers: buyer.auth })
    ).json();
    expect(paid).toMatchObject({
      status: 'paid',
      receiptNumber: expect.any(String),
      method: { last4: '1111' },
    });
    expect((await ledger(p._id)).at(-1)).toEqual({
      to_status: 'paid',
      source: 'provider',
      note: 'reconciled',
    });
    expect(t.events.named('payment.paid')).toContainEqual({ paymentId: p._id, userId: buyer.id });
  });

  it('fails a checkout left unpaid for a day, which then takes no card', async () => {
    const p = await pendingPayment(t, buyer);
    const ref = await providerRefOf(t, p._id);
    await ago(p._id, '25 hours');
    await t.db.query(
      `update payment_sandbox_checkouts set created_at = now() - interval '25 hours' where provider_ref = $1`,
      [ref],
    );
    await check();
    expect(await statusOf(t, p._id)).toBe('failed');
    const page = await client(t.app)({ method: 'GET', url: `${p.checkoutUrl}?lang=en` });
    expect(page.body).toContain('This payment did not go through.');
  });

  it('leaves young payments to their notice, and mismatched ones as they are', async () => {
    const young = await pendingPayment(t, buyer);
    await settleAtSandbox(t, await providerRefOf(t, young._id), 'paid');
    const odd = await pendingPayment(t, buyer);
    const oddRef = await providerRefOf(t, odd._id);
    await settleAtSandbox(t, oddRef, 'paid');
    await t.db.query(`update payment_sandbox_checkouts set amount_minor = 1 where provider_ref = $1`, [
      oddRef,
    ]);
    await ago(odd._id, '1 hour');
    await check();
    expect(await statusOf(t, young._id)).toBe('pending');
    expect(await statusOf(t, odd._id)).toBe('pending');
  });
});
