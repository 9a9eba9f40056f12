// The Moyasar adapter against a local stand-in of Moyasar's REST API (test/support/moyasar-stand-in.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moyasarStandIn } from '../../../test/support/moyasar-stand-in.ts';
import { AppError } from '../../lib/app-error.ts';
import { moyasarPayments } from './index.ts';

const secretKey = 'sk_test_stand_in';
const webhookSecret = 'moyasar-webhook-secret';
let standIn: Awaited<ReturnType<typeof moyasarStandIn>>;
let moyasar: ReturnType<typeof moyasarPayments>;
const now = new Date('2026-11-24T10:00:00Z');
beforeAll(async () => {
  standIn = await moyasarStandIn(secretKey);
  moyasar = moyasarPayments({
    secretKey,
    webhookSecret,
    apiUrl: standIn.apiUrl,
    timeoutMs: 300,
    now: () => now,
  });
});
afterAll(() => standIn?.close());
beforeEach(() => Object.assign(standIn.behaviour, { delayMs: 0, failWith: 0 }));

const checkout = () =>
  moyasar.createCheckout({
    paymentId: 'b1c7c1a8-0000-4000-8000-000000000001',
    amountMinor: 50_000,
    currency: 'SAR',
    description: 'Souqna commission',
    returnUrl: 'https://souqna.test/setting/payment/b1c7',
  });
const failure = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => expect.unreachable('succeeded'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { name: (err as AppError).errorName, reason: (err as AppError).data.reason };
};

describe('Moyasar: invoices', () => {
  it('creates a hosted invoice: Basic auth with the secret key, amount in halalas, our id in metadata', async () => {
    const { providerRef, checkoutUrl } = await checkout();
    expect(checkoutUrl).toBe(`https://checkout.moyasar.test/invoices/${providerRef}`);
    const call = standIn.seen.at(-1)!;
    expect(call).toEqual({
      method: 'POST',
      path: '/v1/invoices',
      authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`,
      body: {
        amount: 50_000,
        currency: 'SAR',
        description: 'Souqna commission',
        success_url: 'https://souqna.test/setting/payment/b1c7',
        back_url: 'https://souqna.test/setting/payment/b1c7',
        expired_at: '2026-11-25T10:00:00.000Z',
        metadata: { payment_id: 'b1c7c1a8-0000-4000-8000-000000000001' },
      },
    });
  });

  it("reads the invoice back as the provider's view: status, amount, currency and the card used", async () => {
    const { providerRef } = await checkout();
    expect(await moyasar.fetch(providerRef)).toEqual({
      status: 'pending',
      amountMinor: 50_000,
      currency: 'SAR',
      method: null,
    });
    standIn.pay(providerRef, 'failed', '4000-00XX-XXXX-0002');
    expect(await moyasar.fetch(providerRef)).toMatchObject({ status: 'failed', method: { last4: '0002' } });
    standIn.pay(providerRef);
    expect(await moyasar.fetch(providerRef)).toEqual({
      status: 'paid',
      amountMinor: 50_000,
      currency: 'SAR',
      method: { type: 'card', brand: 'mada', last4: '1234' },
    });
  });

  it('refunds the paid payment of an invoice, and takes a refunded one as done', async () => {
    const { providerRef } = await checkout();
    const payment = standIn.pay(providerRef);
    await moyasar.refund(providerRef, 50_000);
    expect(standIn.seen.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payments/${payment.id}/refund`,
      body: { amount: 50_000 },
    });
    expect(await moyasar.fetch(providerRef)).toMatchObject({ status: 'refunded' });
    await moyasar.refund(providerRef, 50_000);
    const { providerRef: unpaid } = await checkout();
    expect(await failure(moyasar.refund(unpaid, 50_000))).toEqual({
      name: 'ServiceUnavailableError',
      reason: 'providerRefused',
    });
  });
});

describe('Moyasar: bounded waits and refusals', () => {
  it('gives up after its time limit with ServiceUnavailableError (providerTimeout)', async () => {
    standIn.behaviour.delayMs = 2_000;
    const started = Date.now();
    expect(await failure(checkout())).toEqual({ name: 'ServiceUnavailableError', reason: 'providerTimeout' });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('answers a refusal, a wrong key, a closed port and a garbled answer with ServiceUnavailableError', async () => {
    standIn.behaviour.failWith = 500;
    expect(await failure(checkout())).toEqual({ name: 'ServiceUnavailableError', reason: 'providerRefused' });
    standIn.behaviour.failWith = 0;
    const wrongKey = moyasarPayments({ secretKey: 'sk_wrong', webhookSecret, apiUrl: standIn.apiUrl });
    expect(await failure(wrongKey.fetch('x'))).toMatchObject({ reason: 'providerRefused' });
    const closed = moyasarPayments({
      secretKey,
      webhookSecret,
      apiUrl: 'http://127.0.0.1:9/v1',
      timeoutMs: 500,
    });
    expect(await failure(closed.fetch('x'))).toMatchObject({ reason: 'providerUnreachable' });
    const notMoyasar = moyasarPayments({
      secretKey,
      webhookSecret,
      apiUrl: `${standIn.apiUrl}/nothing-here`,
    });
    expect(await failure(notMoyasar.fetch('x'))).toMatchObject({ name: 'ServiceUnavailableError' });
  });
});

describe('Moyasar: webhooks', () => {
  it('takes a notice carrying the secret token, as the event of its invoice', async () => {
    const { providerRef } = await checkout();
    const payment = standIn.pay(providerRef);
    const body = standIn.webhook(payment, webhookSecret);
    expect(await moyasar.verifyWebhook(Buffer.from(body), {})).toEqual({
      eventId: JSON.parse(body).id,
      providerRef,
      status: 'paid',
      amountMinor: 50_000,
      currency: 'SAR',
    });
  });

  it('refuses a missing or wrong token (InvalidSignatureError) and a tokened body that is not an event', async () => {
    const { providerRef } = await checkout();
    const payment = standIn.pay(providerRef);
    const wrong = standIn.webhook(payment, 'guessed-secret');
    expect(await failure(moyasar.verifyWebhook(Buffer.from(wrong), {}))).toEqual({
      name: 'InvalidSignatureError',
      reason: 'mismatch',
    });
    for (const body of ['', 'not json', '{"id":"e"}', JSON.stringify({ secret_token: 42 })])
      expect(await failure(moyasar.verifyWebhook(Buffer.from(body), {})), body).toEqual({
        name: 'InvalidSignatureError',
        reason: 'missing',
      });
    const notAnEvent = JSON.stringify({ secret_token: webhookSecret, id: 'e' });
    expect(await failure(moyasar.verifyWebhook(Buffer.from(notAnEvent), {}))).toEqual({
      name: 'ValidationError',
      reason: 'webhookBody',
    });
  });
});
