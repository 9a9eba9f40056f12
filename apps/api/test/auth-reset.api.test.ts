import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, lastCodeSentTo, uniquePhone, uniqueSuffix } from '../db/factories/index.ts';
import { devOutbox } from '../src/db/schema.ts';
import { bearer, buildTestApp, client, expectError, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Req = ReturnType<typeof client>;
const NEW_PASSWORD = 'Brand-new1';

async function getResetToken(req: Req, address: { email: string } | { phoneNumber: string }, to: string) {
  const forgot = await req({ method: 'POST', url: '/api/auth/forgotPassword', payload: address });
  expect(forgot.statusCode).toBe(200);
  const userId = forgot.json().user._id as string;
  await t.app.deps.jobs.idle(); // the code is sent by the job queue, after the answer
  const otp = (await lastCodeSentTo(t.db, to))!;
  const verify = await req({
    method: 'POST',
    url: '/api/auth/verifyOTPForResetPassword',
    payload: { ...address, otp, userId },
  });
  expect(verify.statusCode).toBe(200);
  return { userId, token: verify.json().resetPasswordToken as string, otp };
}

describe('forgotPassword', () => {
  it('answers the same shape for known and unknown accounts, and sends nothing for unknown ones', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const known = await req({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: { phoneNumber: user.phoneNumber },
    });
    const ghostPhone = uniquePhone();
    const unknown = await req({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: { phoneNumber: ghostPhone },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    const k = known.json();
    const u = unknown.json();
    expect(Object.keys(u).sort()).toEqual(Object.keys(k).sort());
    expect(k.user._id).toBe(user.id);
    expect(u.user._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(u.to[0].channel).toBe('sms');
    // deterministic: asking twice gives the same fake id
    const again = await req({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: { phoneNumber: ghostPhone },
    });
    expect(again.json().user._id).toBe(u.user._id);
    await t.app.deps.jobs.idle();
    expect(await t.db.orm.select().from(devOutbox).where(eq(devOutbox.recipient, ghostPhone))).toHaveLength(
      0,
    );
    expect(await lastCodeSentTo(t.db, user.phoneNumber, 'sms')).toMatch(/^\d{6}$/);
  });

  it('verify for an unknown account fails like a wrong code', async () => {
    const req = client(t.app);
    const email = `ghost-${uniqueSuffix()}@test.souqna.dev`;
    const forgot = (
      await req({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email } })
    ).json();
    const res = await req({
      method: 'POST',
      url: '/api/auth/verifyOTPForResetPassword',
      payload: { email, otp: '123456', userId: forgot.user._id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().name).toBe('InvalidOTPError');
  });
});

describe('reset flow', () => {
  it('by email: code → token → new password; old sessions die, the token is single-use', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const oldLogin = await req({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const oldToken = oldLogin.json().access_token;
    const { token } = await getResetToken(req, { email: user.email }, user.email);
    const reset = await req({
      method: 'POST',
      url: `/api/auth/resetPassword?token=${token}`,
      payload: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, userId: user.id },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    expect((await req({ method: 'GET', url: '/api/auth/me', headers: bearer(oldToken) })).json().name).toBe(
      'InvalidTokenError',
    );
    expect(
      (
        await req({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: user.password },
        })
      ).statusCode,
    ).toBe(401);
    const fresh = await req({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: NEW_PASSWORD },
    });
    expect(fresh.statusCode).toBe(200);
    expect(
      (await req({ method: 'GET', url: '/api/auth/me', headers: bearer(fresh.json().access_token) }))
        .statusCode,
    ).toBe(200);
    const reuse = await req({
      method: 'POST',
      url: `/api/auth/resetPassword?token=${token}`,
      payload: { password: 'Another-pass1', passwordConfirmation: 'Another-pass1', userId: user.id },
    });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().name).toBe('InvalidTokenError');
  });

  it('by phone (spec payload {phoneNumber, otp, userId}); the code is single use', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const { otp, userId } = await getResetToken(req, { phoneNumber: user.phoneNumber }, user.phoneNumber);
    const again = await req({
      method: 'POST',
      url: '/api/auth/verifyOTPForResetPassword',
      payload: { phoneNumber: user.phoneNumber, otp, userId },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().name).toBe('OTPNotFound');
  });

  it('a code for one user id does not work for another', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const other = await createUser(t.db);
    await req({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email: user.email } });
    await t.app.deps.jobs.idle();
    const otp = (await lastCodeSentTo(t.db, user.email))!;
    const res = await req({
      method: 'POST',
      url: '/api/auth/verifyOTPForResetPassword',
      payload: { email: user.email, otp, userId: other.id },
    });
    expect(res.json().name).toBe('InvalidOTPError');
  });

  it('bad token, mismatched confirmation', async () => {
    const req = client(t.app);
    const user = await createUser(t.db);
    const bad = await req({
      method: 'POST',
      url: '/api/auth/resetPassword?token=nope',
      payload: { password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD, userId: user.id },
    });
    expect(bad.json().name).toBe('InvalidTokenError');
    const mismatch = await req({
      method: 'POST',
      url: '/api/auth/resetPassword?token=nope',
      payload: { password: NEW_PASSWORD, passwordConfirmation: 'Other-pass1', userId: user.id },
    });
    expectError(mismatch, 'ValidationError');
    expect(mismatch.json().data.issues).toEqual(
      expect.arrayContaining([{ path: 'passwordConfirmation', message: 'auth.mustBeSame' }]),
    );
  });
});
