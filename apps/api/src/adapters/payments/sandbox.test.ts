import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { isFutureExpiry, openSandboxPayments, SANDBOX_SIGNATURE_HEADER, sandboxPayments } from './index.ts';

const secret = 'k'.repeat(32);
const errorOf = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => expect.unreachable('accepted'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { name: (err as AppError).errorName, reason: (err as AppError).data.reason };
};
const request = (paymentId: string, amountMinor = 2500, currency: 'SAR' | 'AED' = 'SAR') => ({
  paymentId,
  amountMinor,
  currency,
  description: 'Souqna commission',
  returnUrl: 'http://localhost:3000/setting/payment/p',
});

describe('sandbox payments', () => {
  it('creates a pending checkout at its hosted page; a settled one is read back and its webhook verifies', async () => {
    const sandbox = sandboxPayments({ secret });
    const checkout = await sandbox.createCheckout(request('pay-1'));
    expect(checkout.providerRef).toMatch(/^sbx_/);
    expect(checkout.checkoutUrl).toBe(`/api/payments/sandbox/checkout/${checkout.providerRef}`);
    expect(await sandbox.fetch(checkout.providerRef)).toEqual({
      status: 'pending',
      amountMinor: 2500,
      currency: 'SAR',
      method: null,
    });
    const { body, headers } = await sandbox.settle(checkout.providerRef, 'paid');
    expect(await sandbox.fetch(checkout.providerRef)).toMatchObject({ status: 'paid' });
    expect(await sandbox.verifyWebhook(body, headers)).toEqual({
      eventId: expect.stringMatching(/^evt_/),
      providerRef: checkout.providerRef,
      status: 'paid',
      amountMinor: 2500,
      currency: 'SAR',
    });
  });

  it('takes the test cards: success pays, decline fails, 3-D Secure waits for its step; others change nothing', async () => {
    const sandbox = sandboxPayments({ secret });
    const ref = async () => (await sandbox.createCheckout(request(crypto.randomUUID()))).providerRef;
    const [a, b, c, d] = [await ref(), await ref(), await ref(), await ref()];
    expect(await sandbox.submitCard(a, '4111 1111 1111 1111')).toBe('paid');
    expect(await sandbox.fetch(a)).toMatchObject({
      status: 'paid',
      method: { type: 'card', brand: 'visa', last4: '1111' },
    });
    expect(await sandbox.submitCard(a, '4000000000000002')).toBe('notPending');
    expect(await sandbox.submitCard(b, '٤٠٠٠-٠٠٠٠-٠٠٠٠-٠٠٠٢')).toBe('failed');
    expect(await sandbox.submitCard(c, '4000 0000 0000 3220')).toBe('3ds');
    expect(await sandbox.checkout(c)).toMatchObject({ status: 'pending', step: '3ds', cardLast4: '3220' });
    expect(await sandbox.confirm3ds(c, true)).toBe('paid');
    expect(await sandbox.confirm3ds(c, true)).toBe('notPending');
    expect(await sandbox.submitCard(d, '4242 4242 4242 4242')).toBe('unknownCard');
    expect(await sandbox.confirm3ds(d, true)).toBe('notPending'); // no 3-D Secure step was opened
    expect(await sandbox.checkout(d)).toMatchObject({ status: 'pending', step: null });
  });

  it('refunds a paid checkout once, and again without complaint; refuses one that is not paid', async () => {
    const sandbox = sandboxPayments({ secret });
    const { providerRef } = await sandbox.createCheckout(request('pay-r'));
    expect(await errorOf(sandbox.refund(providerRef, 2500))).toEqual({
      name: 'ServiceUnavailableError',
      reason: 'providerRefused',
    });
    await sandbox.submitCard(providerRef, '4111111111111111');
    await sandbox.refund(providerRef, 2500);
    await sandbox.refund(providerRef, 2500);
    expect(await sandbox.fetch(providerRef)).toMatchObject({ status: 'refunded' });
  });

  it('lets a checkout left unpaid for a day expire: failed, and no card taken after', async () => {
    let now = new Date();
    const sandbox = sandboxPayments({ secret, now: () => now });
    const { providerRef } = await sandbox.createCheckout(request('pay-old'));
    now = new Date(now.getTime() + 23 * 3600 * 1000);
    expect(await sandbox.checkout(providerRef)).toMatchObject({ status: 'pending' });
    now = new Date(now.getTime() + 2 * 3600 * 1000);
    expect(await sandbox.fetch(providerRef)).toMatchObject({ status: 'failed' });
    expect(await sandbox.submitCard(providerRef, '4111111111111111')).toBe('notPending');
  });

  it('refuses a tampered body, a foreign key, a missing or malformed signature', async () => {
    const sandbox = sandboxPayments({ secret });
    const { providerRef } = await sandbox.createCheckout(request('pay-2', 100, 'AED'));
    const { body, headers } = await sandbox.settle(providerRef, 'paid');
    const tampered = Buffer.from(body.toString().replace('"amountMinor":100', '"amountMinor":1'));
    expect(await errorOf(sandbox.verifyWebhook(tampered, headers))).toEqual({
      name: 'InvalidSignatureError',
      reason: 'mismatch',
    });
    const other = sandboxPayments({ secret: 'z'.repeat(32) });
    expect(await errorOf(other.verifyWebhook(body, headers))).toMatchObject({ reason: 'mismatch' });
    for (const signature of [undefined, '', 't=abc,v1=00', `t=${Date.now()}`, 'v1=abcd']) {
      expect(
        await errorOf(sandbox.verifyWebhook(body, { [SANDBOX_SIGNATURE_HEADER]: signature })),
        String(signature),
      ).toEqual({ name: 'InvalidSignatureError', reason: 'missing' });
    }
  });

  it('refuses a replay signed more than five minutes ago, accepts one signed just now', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const sandbox = sandboxPayments({ secret, now: () => now });
    const body = Buffer.from('{}');
    const old = sandbox.signWebhook(body, new Date(now.getTime() - 301_000));
    expect(await errorOf(sandbox.verifyWebhook(body, old))).toMatchObject({ reason: 'stale' });
    // A correctly signed body that is not an event is the sender's bug, not a forgery.
    const fresh = sandbox.signWebhook(body, new Date(now.getTime() - 299_000));
    expect(await errorOf(sandbox.verifyWebhook(body, fresh))).toEqual({
      name: 'ValidationError',
      reason: 'webhookBody',
    });
  });

  it("derives the installation's webhook key from JWT_SECRET, not equal to it", async () => {
    const a = openSandboxPayments({ jwtSecret: 'a'.repeat(40) });
    const b = openSandboxPayments({ jwtSecret: 'a'.repeat(40) });
    const body = Buffer.from('{"id":"e"}');
    const at = new Date();
    const signature = a.signWebhook(body, at)[SANDBOX_SIGNATURE_HEADER];
    expect(b.signWebhook(body, at)[SANDBOX_SIGNATURE_HEADER]).toBe(signature);
    const raw = sandboxPayments({ secret: 'a'.repeat(40) });
    expect(raw.signWebhook(body, at)[SANDBOX_SIGNATURE_HEADER]).not.toBe(signature);
  });

  it('takes an expiry in the future as MM/YY or MM/YYYY', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(['11/26', '12/26', '01/27', '1/2030', '٠٣/٢٨'].map((e) => isFutureExpiry(e, now))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['10/26', '13/27', '00/27', '1227', '', 'ab/cd'].map((e) => isFutureExpiry(e, now))).toEqual(
      Array(6).fill(false),
    );
  });
});
