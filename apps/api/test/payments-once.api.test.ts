// One commission per ad (docs/product/payments.md#one-commission-per-ad): once an ad's commission is
// paid, a new checkout for it is refused with a worded reason; a second checkout started before the
// first was paid, and paid too, is refunded by the site itself (source 'system') and its payer told.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, client, expectError, type TestApp } from './harness.ts';
import {
  adOf,
  deliver,
  ledgerRows,
  member,
  paidPayment,
  pay,
  pendingPayment,
  providerRefOf,
  settleAtSandbox,
  signedNotice,
  statusOf,
  type Member,
} from './support/payments.ts';

let t: TestApp;
let seller: Member;
beforeAll(async () => {
  t = await buildTestApp();
  seller = await member(t);
});
afterAll(() => t?.close());

const get = (url: string, who: Member = seller) => client(t.app)({ method: 'GET', url, headers: who.auth });
const paidNotice = (ref: string) =>
  signedNotice(t, ref, { status: 'paid', amountMinor: 50_000, currency: 'SAR' });

describe('one commission per ad', () => {
  it('refuses a new checkout for an ad whose commission is paid: 409 DuplicationError, commissionAlreadyPaid', async () => {
    const ad = await adOf(t, seller.id);
    const first = await paidPayment(t, seller, { postId: ad.id });
    const again = await pay(t, seller, {
      type: 'commission',
      salePrice: '50000',
      currncy: 'SAR',
      postId: ad.id,
    });
    expectError(again, 'DuplicationError');
    expect(again.json().data).toMatchObject({
      field: 'postId',
      reason: 'commissionAlreadyPaid',
      paymentId: first._id,
    });
    // Another ad, or no ad, is not affected.
    const other = await adOf(t, seller.id);
    await pendingPayment(t, seller, { postId: other.id });
  });

  it('a second checkout paid after the first is refunded by the site, once, and the ad has one paid commission', async () => {
    const ad = await adOf(t, seller.id);
    const a = await pendingPayment(t, seller, { postId: ad.id });
    const b = await pendingPayment(t, seller, { postId: ad.id });
    const [refA, refB] = [await providerRefOf(t, a._id), await providerRefOf(t, b._id)];
    await settleAtSandbox(t, refA, 'paid');
    await settleAtSandbox(t, refB, 'paid');
    // Both notices at once: only one may stay paid, whichever the database serialises first.
    const answers = await Promise.all([deliver(t, paidNotice(refA)), deliver(t, paidNotice(refB))]);
    expect(answers.map((r) => r.statusCode)).toEqual([204, 204]);
    await vi.waitFor(
      async () => {
        const statuses = [await statusOf(t, a._id), await statusOf(t, b._id)].sort();
        expect(statuses).toEqual(['paid', 'refunded']);
      },
      { timeout: 15_000, interval: 200 },
    );
    const refunded = (await statusOf(t, a._id)) === 'refunded' ? a : b;
    expect((await ledgerRows(t, refunded._id)).map((r) => [r.to_status, r.source])).toEqual([
      ['pending', 'member'],
      ['paid', 'provider'],
      ['refunded', 'system'],
    ]);
    // The sandbox was asked to give the money back.
    const [sandbox] = await t.db.query<{ status: string }>(
      'select status from payment_sandbox_checkouts where provider_ref = $1',
      [await providerRefOf(t, refunded._id)],
    );
    expect(sandbox?.status).toBe('refunded');
    const [{ n }] = (await t.db.query<{ n: number }>(
      `select count(*)::int as n from payments where post_id = $1 and status = 'paid'`,
      [ad.id],
    )) as [{ n: number }];
    expect(n).toBe(1);
    // The payer is told why the money came back, with that payment's receipt.
    await t.app.deps.events.settled();
    await t.app.deps.jobs.idle(20_000);
    const receipt = (await get(`/api/payment/${refunded._id}`)).json().receiptNumber as string;
    const items = (await get('/api/notifications/user/general')).json().items as {
      en_title: string;
      en_message: string;
    }[];
    const told = items.find((i) => i.en_title === 'Second payment refunded');
    expect(told?.en_message).toContain(receipt);
    // The sold ad's owner sees the paid commission (the first), not the offer.
    const paidOne = refunded === a ? b : a;
    await client(t.app)({ method: 'POST', url: `/api/post/${ad.id}/sold`, headers: seller.auth });
    const detail = (await get(`/api/post/${ad.id}`)).json();
    expect(detail.commissionPaid).toEqual({
      paymentId: paidOne._id,
      receiptNumber: (await get(`/api/payment/${paidOne._id}`)).json().receiptNumber,
    });
  });

  it('a refund reported for a payment never seen paid names its receipt in the notice', async () => {
    const p = await pendingPayment(t, seller, { salePrice: '30000' });
    const ref = await providerRefOf(t, p._id);
    await settleAtSandbox(t, ref, 'refunded');
    const notice = signedNotice(t, ref, { status: 'refunded', amountMinor: 30_000, currency: 'SAR' });
    expect((await deliver(t, notice)).statusCode).toBe(204);
    await t.app.deps.events.settled();
    await t.app.deps.jobs.idle(20_000);
    const receipt = (await get(`/api/payment/${p._id}`)).json().receiptNumber as string;
    expect(receipt).toMatch(/^SQ-/);
    const items = (await get('/api/notifications/user/general')).json().items as { en_message: string }[];
    const refundedNotice = items.find(
      (i) => i.en_message.includes('300 SAR') && i.en_message.includes('refunded'),
    );
    expect(refundedNotice?.en_message).toBe(`Your payment \u2068${receipt}\u2069 of 300 SAR was refunded.`);
  });

  it("the owner's detail of a sold ad without a paid commission says null; others never see it", async () => {
    const ad = await adOf(t, seller.id);
    await client(t.app)({ method: 'POST', url: `/api/post/${ad.id}/sold`, headers: seller.auth });
    expect((await get(`/api/post/${ad.id}`)).json().commissionPaid).toBeNull();
    const stranger = await member(t);
    expect((await get(`/api/post/${ad.id}`, stranger)).json()).not.toHaveProperty('commissionPaid');
  });
});
