import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { openSandboxPayments, SANDBOX_SIGNATURE_HEADER, sandboxPayments } from './index.ts';

const secret = 'k'.repeat(32);
const errorOf = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => expect.unreachable('accepted'),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { name: (err as AppError).errorName, reason: (err as AppError).data.reason };
};

describe('sandbox payments', () => {
  it('creates a pending checkout, then a settled one is read back and its webhook verifies', async () => {
    const sandbox = sandboxPayments({ secret });
    const checkout = await sandbox.createCheckout({
      paymentId: 'pay-1',
      amountMinor: 2500,
      currency: 'SAR',
      description: 'Featured ad',
      returnUrl: 'http://localhost:3000/setting/payment',
    });
    expect(checkout.providerRef).toMatch(/^sbx_/);
    expect(checkout.checkoutUrl).toBe(`/dev/payments/sandbox/${checkout.providerRef}`);
    expect(await sandbox.fetch(checkout.providerRef)).toEqual({
      status: 'pending',
      amountMinor: 2500,
      currency: 'SAR',
    });
    const { body, headers } = sandbox.settle(checkout.providerRef, 'paid');
    expect(await sandbox.fetch(checkout.providerRef)).toMatchObject({ status: 'paid' });
    const event = await sandbox.verifyWebhook(body, headers);
    expect(event).toEqual({
      eventId: expect.stringMatching(/^evt_/),
      providerRef: checkout.providerRef,
      paymentId: 'pay-1',
      status: 'paid',
      amountMinor: 2500,
      currency: 'SAR',
    });
  });

  it('refuses a tampered body, a foreign key, a missing or malformed signature', async () => {
    const sandbox = sandboxPayments({ secret });
    const { providerRef } = await sandbox.createCheckout({
      paymentId: 'pay-2',
      amountMinor: 100,
      currency: 'AED',
      description: 'x',
      returnUrl: '/',
    });
    const { body, headers } = sandbox.settle(providerRef, 'paid');
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
});
