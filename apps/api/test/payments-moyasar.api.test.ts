// The app with PAYMENTS_PROVIDER=moyasar, against a local stand-in of Moyasar's API: the checkout is
// Moyasar's hosted invoice, its account webhook (secret token) at /api/webhooks/moyasar makes the
// payment paid after the invoice is read back, and admins refund through it. No sandbox pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, expectError, type TestApp } from './harness.ts';
import { ledgerRows, member, pay, type Member } from './support/payments.ts';
import { moyasarStandIn } from './support/moyasar-stand-in.ts';

const secretKey = 'sk_test_souqna';
const webhookSecret = 'moyasar-webhook-secret';
let standIn: Awaited<ReturnType<typeof moyasarStandIn>>;
let t: TestApp;
let seller: Member;
let admin: Member;
beforeAll(async () => {
  standIn = await moyasarStandIn(secretKey);
  t = await buildTestApp({
    env: {
      PAYMENTS_PROVIDER: 'moyasar',
      MOYASAR_SECRET_KEY: secretKey,
      MOYASAR_WEBHOOK_SECRET: webhookSecret,
      MOYASAR_API_URL: standIn.apiUrl,
      PUBLIC_URL: 'https://souqna.test',
    },
  });
  [seller, admin] = [await member(t), await member(t, true)];
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const notify = (body: string) =>
  client(t.app)({
    method: 'POST',
    url: '/api/webhooks/moyasar',
    payload: body,
    headers: { 'content-type': 'application/json' },
  });
const start = async () => {
  const res = await pay(t, seller, { type: 'commission', salePrice: '25000', currncy: 'SAR' });
  expect(res.statusCode, res.body).toBe(201);
  const p = res.json();
  const invoiceId = new URL(p.checkoutUrl).pathname.split('/').pop()!;
  return { ...p, invoiceId };
};

describe('payments through Moyasar', () => {
  it("opens Moyasar's hosted invoice for the payment, sending the buyer back to its page", async () => {
    const p = await start();
    expect(p).toMatchObject({ provider: 'moyasar', status: 'pending', amount: 25_000 });
    expect(p.checkoutUrl).toBe(`https://checkout.moyasar.test/invoices/${p.invoiceId}`);
    expect(standIn.invoices.get(p.invoiceId)).toMatchObject({
      amount: 25_000,
      currency: 'SAR',
      success_url: `https://souqna.test/setting/payment/${p._id}`,
      metadata: { payment_id: p._id },
    });
  });

  it('marks it paid on a webhook with the secret token, from the invoice as Moyasar reports it', async () => {
    const p = await start();
    const payment = standIn.pay(p.invoiceId);
    const res = await notify(standIn.webhook(payment, webhookSecret));
    expect(res.statusCode, res.body).toBe(204);
    const paid = (
      await client(t.app)({ method: 'GET', url: `/api/payment/${p._id}`, headers: seller.auth })
    ).json();
    expect(paid).toMatchObject({ status: 'paid', method: { type: 'card', brand: 'mada', last4: '1234' } });
    expect(standIn.seen.some((s) => s.method === 'GET' && s.path === `/v1/invoices/${p.invoiceId}`)).toBe(
      true,
    );
    // The same notice again: nothing new.
    expect((await notify(standIn.webhook(payment, webhookSecret))).statusCode).toBe(204);
    expect((await ledgerRows(t, p._id)).map((r) => r.to_status)).toEqual(['pending', 'paid']);
  });

  it('refuses a webhook without the right secret token (400), changing nothing', async () => {
    const p = await start();
    const payment = standIn.pay(p.invoiceId);
    const res = await notify(standIn.webhook(payment, 'not-the-secret'));
    expectError(res, 'InvalidSignatureError');
    expect((await ledgerRows(t, p._id)).map((r) => r.to_status)).toEqual(['pending']);
  });

  it('does not pay on a notice whose amount Moyasar does not confirm', async () => {
    const p = await start();
    const payment = standIn.pay(p.invoiceId);
    const res = await notify(standIn.webhook({ ...payment, amount: 100 }, webhookSecret));
    expect(res.statusCode).toBe(204);
    expect((await ledgerRows(t, p._id)).map((r) => r.to_status)).toEqual(['pending']);
  });

  it('lets an admin refund through Moyasar', async () => {
    const p = await start();
    const payment = standIn.pay(p.invoiceId);
    await notify(standIn.webhook(payment, webhookSecret));
    const res = await client(t.app)({
      method: 'POST',
      url: `/api/payment/${p._id}/refund`,
      headers: admin.auth,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('refunded');
    expect(standIn.invoices.get(p.invoiceId)!.status).toBe('refunded');
  });

  it('answers 503 when Moyasar refuses to open the checkout, leaving no payment behind', async () => {
    standIn.behaviour.failWith = 500;
    try {
      const res = await pay(t, seller, { type: 'commission', salePrice: '25000', currncy: 'SAR' });
      expectError(res, 'ServiceUnavailableError');
      expect(res.json().data).toMatchObject({ reason: 'providerRefused' });
    } finally {
      standIn.behaviour.failWith = 0;
    }
    const list = await client(t.app)({
      method: 'GET',
      url: '/api/payment/paymentUser/payments?status=pending&limit=100',
      headers: seller.auth,
    });
    expect(
      list
        .json()
        .items.every((i: { checkoutUrl: string }) =>
          i.checkoutUrl.startsWith('https://checkout.moyasar.test/'),
        ),
    ).toBe(true);
  });

  it('serves no sandbox page and no sandbox webhook', async () => {
    expect(
      (await client(t.app)({ method: 'GET', url: '/api/payments/sandbox/checkout/sbx_x' })).statusCode,
    ).toBe(404);
    const headers = { 'content-type': 'application/json' };
    const webhook = await client(t.app)({
      method: 'POST',
      url: '/api/webhooks/sandbox',
      payload: '{}',
      headers,
    });
    expectError(webhook, 'NotFoundError');
  });
});
