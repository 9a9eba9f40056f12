// The sandbox flow end to end (docs/product/payments.md#sandbox-checkout): a payment, its hosted
// checkout page in Arabic and English, the test cards, the notice delivered by the job queue to our
// own webhook, and the payment paid (with its receipt) or failed only once that notice is verified.
import { AppError } from '../src/lib/app-error.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, client, expectError, type TestApp } from './harness.ts';
import {
  ledgerRows,
  member,
  pendingPayment,
  providerRefOf,
  statusOf,
  type Member,
} from './support/payments.ts';

let t: TestApp;
let buyer: Member;
// Its own database: the delivery jobs must be taken by this file's app, not another file's.
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true });
  buyer = await member(t);
});
afterAll(() => t?.close());

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});
const card = (cardNumber: string) => form({ cardNumber, expiry: '12/30', cvc: '123', name: 'Sara' });
const submit = (url: string, body: ReturnType<typeof form>) =>
  client(t.app)({ method: 'POST', url, ...body });
const payment = async (id: string) =>
  (await client(t.app)({ method: 'GET', url: `/api/payment/${id}`, headers: buyer.auth })).json();

describe('the sandbox checkout page', () => {
  it('shows the amount and an accessible card form, in Arabic by default and in English on request', async () => {
    const p = await pendingPayment(t, buyer);
    const ar = await client(t.app)({ method: 'GET', url: p.checkoutUrl });
    expect(ar.statusCode).toBe(200);
    expect(ar.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('دفع العمولة');
    expect(ar.body).toContain('500.00 ر.س');
    for (const id of ['cardNumber', 'expiry', 'cvc', 'name'])
      expect(ar.body, id).toMatch(new RegExp(`<label for="${id}">[^<]+</label>[\\s\\S]*?<input id="${id}"`));
    expect(ar.body).toContain('autocomplete="cc-number"');
    expect(ar.body).toContain('4111 1111 1111 1111');
    const en = await client(t.app)({ method: 'GET', url: `${p.checkoutUrl}?lang=en` });
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain('Pay the commission');
    expect(en.body).toContain('500.00 SAR');
    expect(en.body).toContain('4000 0000 0000 3220');
    const byCookie = await client(t.app)({ method: 'GET', url: p.checkoutUrl, cookies: { locale: 'en' } });
    expect(byCookie.body).toContain('<html lang="en" dir="ltr">');
    const unknown = await client(t.app)({ method: 'GET', url: '/api/payments/sandbox/checkout/sbx_nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('role="alert"');
  });

  it('answers an unknown card or a bad expiry on the form itself (422), changing nothing', async () => {
    const p = await pendingPayment(t, buyer);
    const res = await submit(`${p.checkoutUrl}?lang=en`, card('4242 4242 4242 4242'));
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toMatch(/<input id="cardNumber"[^>]*aria-invalid="true"/);
    expect(res.body).toContain('value="4242 4242 4242 4242"');
    const bad = await submit(
      p.checkoutUrl,
      form({ cardNumber: '4111111111111111', expiry: '01/20', cvc: '1' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toMatch(/<input id="expiry"[^>]*aria-invalid="true"/);
    expect(bad.body).toMatch(/<input id="cvc"[^>]*aria-invalid="true"/);
    await t.app.deps.jobs.idle();
    expect(await statusOf(t, p._id)).toBe('pending');
  });
});

describe('paying through the sandbox', () => {
  it('success card: back to the payment page; paid with a receipt once the queued notice is verified', async () => {
    const p = await pendingPayment(t, buyer);
    const res = await submit(p.checkoutUrl, card('4111 1111 1111 1111'));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/setting/payment/${p._id}`);
    await t.app.deps.jobs.idle();
    const paid = await payment(p._id);
    expect(paid).toMatchObject({
      status: 'paid',
      checkoutUrl: null,
      method: { type: 'card', brand: 'visa', last4: '1111' },
      receiptNumber: expect.stringMatching(/^SQ-\d{4}-\d{6}$/),
      paidAt: expect.any(String),
    });
    expect(await ledgerRows(t, p._id)).toEqual([
      { from_status: null, to_status: 'pending', source: 'member', provider_event_id: null },
      {
        from_status: 'pending',
        to_status: 'paid',
        source: 'provider',
        provider_event_id: expect.stringMatching(/^evt_/),
      },
    ]);
    expect(t.events.named('payment.paid')).toContainEqual({ paymentId: p._id, userId: buyer.id });
    // The page now says it is paid and takes no card.
    const page = await client(t.app)({ method: 'GET', url: `${p.checkoutUrl}?lang=en` });
    expect(page.body).toContain('This payment is paid.');
    expect(page.body).not.toContain('<form');
    const again = await submit(p.checkoutUrl, card('4000000000000002'));
    expect(again.statusCode).toBe(303);
    await t.app.deps.jobs.idle();
    expect(await statusOf(t, p._id)).toBe('paid');
  });

  it('decline card: failed, with no receipt', async () => {
    const p = await pendingPayment(t, buyer);
    expect((await submit(p.checkoutUrl, card('4000 0000 0000 0002'))).statusCode).toBe(303);
    await t.app.deps.jobs.idle();
    expect(await payment(p._id)).toMatchObject({
      status: 'failed',
      failedAt: expect.any(String),
      receiptNumber: null,
    });
    const receipt = await client(t.app)({
      method: 'GET',
      url: `/api/payment/${p._id}/receipt`,
      headers: buyer.auth,
    });
    expectError(receipt, 'NotFoundError');
    expect(receipt.json().data).toEqual({ reason: 'noReceipt', status: 'failed' });
    expect(t.events.named('payment.failed')).toContainEqual({ paymentId: p._id, userId: buyer.id });
  });

  it('3-D Secure card: an extra confirmation page, then paid (or failed when the check is refused)', async () => {
    for (const [decision, status] of [
      ['approve', 'paid'],
      ['refuse', 'failed'],
    ] as const) {
      const p = await pendingPayment(t, buyer);
      const first = await submit(`${p.checkoutUrl}?lang=en`, card('4000 0000 0000 3220'));
      expect(first.statusCode).toBe(303);
      expect(first.headers.location).toBe(`${p.checkoutUrl}?lang=en`);
      const step = await client(t.app)({ method: 'GET', url: first.headers.location as string });
      expect(step.body).toContain('Bank check (3-D Secure)');
      expect(step.body).toContain('3220');
      await t.app.deps.jobs.idle();
      expect(await statusOf(t, p._id)).toBe('pending');
      const done = await submit(`${p.checkoutUrl}/3ds?lang=en`, form({ decision }));
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toBe(`/setting/payment/${p._id}`);
      await t.app.deps.jobs.idle();
      expect(await statusOf(t, p._id), decision).toBe(status);
    }
  });

  it('the return from checkout alone changes nothing: only the verified notice does', async () => {
    const p = await pendingPayment(t, buyer);
    // What a provider appends to a return address, replayed by a browser: no route acts on it.
    const back = await client(t.app)({
      method: 'GET',
      url: `/api/payment/${p._id}?status=paid&id=${p._id}`,
      headers: buyer.auth,
    });
    expect(back.json().status).toBe('pending');
    await t.app.deps.jobs.idle();
    expect(await statusOf(t, p._id)).toBe('pending');
  });

  it('a notice that is not acknowledged is delivered again until it is, and handled once', async () => {
    const p = await pendingPayment(t, buyer);
    const ref = await providerRefOf(t, p._id);
    const sandbox = t.app.deps.payments;
    const fetch = sandbox.fetch.bind(sandbox);
    let failures = 1;
    // The provider's own API is down for the first delivery: our route answers 503, the job retries.
    sandbox.fetch = async (r) => {
      if (failures-- > 0) throw new AppError('ServiceUnavailableError', { reason: 'providerTimeout' });
      return fetch(r);
    };
    try {
      expect((await submit(p.checkoutUrl, card('4111111111111111'))).statusCode).toBe(303);
      await t.app.deps.jobs.idle(20_000);
    } finally {
      sandbox.fetch = fetch;
    }
    expect(await statusOf(t, p._id)).toBe('paid');
    const [notice] = await t.db.query<{ deliveries: number; outcome: string }>(
      `select deliveries, outcome from payment_webhook_events where provider_ref = $1`,
      [ref],
    );
    expect(notice).toEqual({ deliveries: 2, outcome: 'applied' });
    expect((await ledgerRows(t, p._id)).map((r) => r.to_status)).toEqual(['pending', 'paid']);
  });
});
