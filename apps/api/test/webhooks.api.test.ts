// The webhook scope (plugins/webhook-scope.ts): raw bodies checked by signature, outside the JSON
// parser and the cookie same-origin check; the sandbox provider's route answers 204 or 400.
import { AUTH_COOKIE } from '@souqna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../db/factories/index.ts';
import {
  openSandboxPayments,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxPayments,
} from '../src/adapters/payments/index.ts';
import { buildTestApp, client, tokenFor, type TestApp } from './harness.ts';
import { PRODUCTION_ENV } from './support/production-env.ts';

const url = '/api/webhooks/sandbox';
let t: TestApp;
let sandbox: SandboxPayments;
beforeAll(async () => {
  t = await buildTestApp();
  // The same installation key as the app's own sandbox: what the provider would sign with.
  sandbox = openSandboxPayments(t.config);
});
afterAll(() => t?.close());

async function settledPayment() {
  const { providerRef } = await sandbox.createCheckout({
    paymentId: 'pay-1',
    amountMinor: 1500,
    currency: 'AED',
    description: 'Featured ad',
    returnUrl: 'http://localhost:3000/setting/payment',
  });
  return sandbox.settle(providerRef, 'paid');
}

describe('POST /api/webhooks/sandbox', () => {
  it('answers 204 to a correctly signed notice', async () => {
    const { body, headers } = await settledPayment();
    const res = await client(t.app)({ method: 'POST', url, payload: body, headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('refuses a tampered body and a missing signature with 400 InvalidSignatureError', async () => {
    const { body, headers } = await settledPayment();
    const tampered = Buffer.from(body.toString().replace('"status":"paid"', '"status":"failed"'));
    const forged = await client(t.app)({ method: 'POST', url, payload: tampered, headers });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ name: 'InvalidSignatureError', data: { reason: 'mismatch' } });
    const unsigned = await client(t.app)({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ name: 'InvalidSignatureError', data: { reason: 'missing' } });
    const empty = await client(t.app)({ method: 'POST', url });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().name).toBe('InvalidSignatureError');
  });

  it('verifies the exact bytes: no JSON parser runs before the signature check', async () => {
    // Spacing a parser would normalise away, then a signed body that is not JSON at all: the JSON
    // parser would answer its own 400 before the handler; here the signature is checked first.
    const { body } = await settledPayment();
    const spaced = Buffer.from(body.toString().replaceAll(':', ' : ').replace('{', '{\n  '));
    const ok = await client(t.app)({
      method: 'POST',
      url,
      payload: spaced,
      headers: sandbox.signWebhook(spaced),
    });
    expect(ok.statusCode).toBe(204);
    const notJson = Buffer.from('{"id": "evt_1", ');
    const res = await client(t.app)({
      method: 'POST',
      url,
      payload: notJson,
      headers: sandbox.signWebhook(notJson),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'ValidationError', data: { reason: 'webhookBody' } });
  });

  it('has no cookie same-origin check: a cross-site post with a session cookie still verifies', async () => {
    const user = await createUser(t.db);
    const { body, headers } = await settledPayment();
    const res = await client(t.app)({
      method: 'POST',
      url,
      payload: body,
      headers: { ...headers, origin: 'https://provider.example' },
      cookies: { [AUTH_COOKIE]: await tokenFor(user.id) },
    });
    expect(res.statusCode).toBe(204);
    // The same request to a cookie-authenticated route is refused for its origin.
    const elsewhere = await client(t.app)({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://provider.example' },
      cookies: { [AUTH_COOKIE]: await tokenFor(user.id) },
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ name: 'UnauthorizedError', data: { reason: 'origin' } });
  });

  it('refuses a body over 64 KiB with 413 before reading it whole', async () => {
    const big = Buffer.alloc(64 * 1024 + 1, 'a');
    const res = await client(t.app)({ method: 'POST', url, payload: big, headers: sandbox.signWebhook(big) });
    expect(res.statusCode).toBe(413);
    expect(res.json().name).toBe('ValidationError');
  });

  it('takes any content type as bytes', async () => {
    const { body } = await settledPayment();
    const signed = sandbox.signWebhook(body);
    expect(signed[SANDBOX_SIGNATURE_HEADER]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    for (const type of ['text/plain', 'application/octet-stream', 'application/x-www-form-urlencoded']) {
      const headers = { ...signed, 'content-type': type };
      const res = await client(t.app)({ method: 'POST', url, payload: body, headers });
      expect(res.statusCode, type).toBe(204);
    }
  });
});

describe('in production', () => {
  it('has no sandbox route', async () => {
    const prod = await buildTestApp({ env: PRODUCTION_ENV });
    try {
      const sandboxOfProd = openSandboxPayments(prod.config);
      const payload = Buffer.from('{}');
      const res = await client(prod.app)({
        method: 'POST',
        url,
        payload,
        headers: sandboxOfProd.signWebhook(payload),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().name).toBe('NotFoundError');
    } finally {
      await prod.close();
    }
  });
});
