// Limits are on in every test; this file proves they trip (docs/product/accounts-and-sign-in.md#rate-limits), with small numbers to stay fast.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniquePhone, uniqueSuffix } from '../db/factories/index.ts';
import { buildTestApp, client, expectError, fakeIp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      RATE_LIMIT_OTP_PER_IDENTIFIER: '2',
      RATE_LIMIT_OTP_PER_IP: '4',
      RATE_LIMIT_FAILED_SIGNINS_PER_IDENTIFIER: '3',
      RATE_LIMIT_SIGNINS_PER_IP: '6',
    },
  });
});
afterAll(() => t?.close());

const email = () => `rl-${uniqueSuffix()}@test.souqna.dev`;

describe('OTP send limits', () => {
  it('per address: the 3rd send to the same email → 429 with Retry-After, and nothing is sent', async () => {
    const req = client(t.app);
    const contact = { email: email(), phoneNumber: uniquePhone() };
    for (let i = 0; i < 2; i++)
      expect(
        (await req({ method: 'POST', url: '/api/auth/requestOTPForNewUser', payload: contact })).statusCode,
      ).toBe(200);
    const res = await client(t.app)({
      method: 'POST',
      url: '/api/auth/requestOTPForNewUser',
      payload: contact,
    }); // even from another IP
    expect(res.statusCode).toBe(429);
    expect(res.json().name).toBe('TooManyRequestsError');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().data.retryAfter).toBe(Number(res.headers['retry-after']));
    const sent = await t.db.query('select count(*)::int as n from dev_outbox where recipient = $1', [
      contact.email,
    ]);
    expect(sent[0]!.n).toBe(2);
  });

  it('per IP: the 5th send from one address → 429; forgotPassword counts too', async () => {
    const req = client(t.app);
    for (let i = 0; i < 4; i++) {
      expect(
        (await req({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email: email() } }))
          .statusCode,
      ).toBe(200);
    }
    expect(
      (
        await req({
          method: 'POST',
          url: '/api/auth/requestOTPForNewUser',
          payload: { email: email(), phoneNumber: uniquePhone() },
        })
      ).statusCode,
    ).toBe(429);
  });

  it('IPv6 clients are grouped by /64', async () => {
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let i = 0; i < 4; i++) {
      const res = await client(
        t.app,
        `${prefix}::${i + 1}`,
      )({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email: email() } });
      expect(res.statusCode).toBe(200);
    }
    const res = await client(
      t.app,
      `${prefix}:0:0:0:99`,
    )({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email: email() } });
    expectError(res, 'TooManyRequestsError');
  });
});

describe('sign-in limits', () => {
  it('per account: after 3 failures even the right password → 429; success clears the count', async () => {
    const user = await createUser(t.db);
    const ok = await client(t.app)({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(ok.statusCode).toBe(200);
    for (let i = 0; i < 2; i++)
      await client(t.app)({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'Wrong-pass1' },
      });
    // a success before the limit resets the failure count
    expect(
      (
        await client(t.app)({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: user.password },
        })
      ).statusCode,
    ).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect(
        (
          await client(t.app)({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: user.email, password: 'Wrong-pass1' },
          })
        ).statusCode,
      ).toBe(401);
    }
    const blocked = await client(t.app)({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expectError(blocked, 'TooManyRequestsError');
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('per IP: the 7th attempt from one address → 429', async () => {
    const req = client(t.app, fakeIp());
    for (let i = 0; i < 6; i++) {
      expect(
        (
          await req({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: email(), password: 'Wrong-pass1' },
          })
        ).statusCode,
      ).toBe(401);
    }
    expect(
      (
        await req({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: email(), password: 'Wrong-pass1' },
        })
      ).statusCode,
    ).toBe(429);
  });
});
