// A new e-mail or phone (docs/product/accounts-and-sign-in.md#changing-e-mail-or-phone): the
// password again, a code sent to the NEW address, and a notice to the OLD one. Codes are read from
// the dev outbox, as the member reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, lastCodeSentTo, uniquePhone } from '../db/factories/index.ts';
import {
  assertNoSecrets,
  bearer,
  buildTestApp,
  client,
  expectError,
  tokenFor,
  type TestApp,
} from './harness.ts';
import { login, newContact } from './support/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Member = Awaited<ReturnType<typeof createUser>>;
const REQUEST = '/api/users/me/contact-change';
const VERIFY = '/api/users/me/contact-change/verify';

async function as(member: Member) {
  const req = client(t.app);
  const headers = bearer(await tokenFor(member.id));
  return {
    req,
    ask: (body: Record<string, string>) => req({ method: 'POST', url: REQUEST, headers, payload: body }),
    verify: (otp: string) => req({ method: 'POST', url: VERIFY, headers, payload: { otp } }),
  };
}

/** The newest message the dev outbox holds for an address (the old address's notice has no code). */
async function lastMessageTo(to: string) {
  await t.app.deps.jobs.idle(); // the notice is sent by the job queue, after the answer
  const [row] = await t.db.query<{ channel: string; subject: string | null; body: string }>(
    'select channel, subject, body from dev_outbox where recipient = $1 order by created_at desc limit 1',
    [to],
  );
  return row;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('who may call', () => {
  it('a guest gets UnauthenticatedError on both steps', async () => {
    const req = client(t.app);
    const payload = { email: newContact().email, password: 'Test-pass1' };
    expectError(await req({ method: 'POST', url: REQUEST, payload }), 'UnauthenticatedError');
    expectError(
      await req({ method: 'POST', url: VERIFY, payload: { otp: '123456' } }),
      'UnauthenticatedError',
    );
  });

  it('each member changes only their own address: another member or an admin cannot use the code', async () => {
    const [owner, other, admin] = [await createUser(t.db), await createUser(t.db), await createAdmin(t.db)];
    const { email } = newContact();
    expect((await (await as(owner)).ask({ email, password: owner.password })).statusCode).toBe(200);
    const code = (await lastCodeSentTo(t.db, email, 'email'))!;
    for (const intruder of [other, admin])
      expectError(await (await as(intruder)).verify(code), 'OTPNotFound');
    const [row] = await t.db.query<{ email: string }>('select email from users where id = $1', [owner.id]);
    expect(row!.email).toBe(owner.email);
    // An admin changes their own address the same way as anybody.
    const mine = await as(admin);
    const adminEmail = newContact().email;
    expect((await mine.ask({ email: adminEmail, password: admin.password })).statusCode).toBe(200);
    const done = await mine.verify((await lastCodeSentTo(t.db, adminEmail, 'email'))!);
    expect(done.json().userData).toMatchObject({ _id: admin.id, email: adminEmail, role: 'admin' });
  });
});

describe('changing the e-mail', () => {
  it('code to the new address → changed; signs in with it; the old address is told in the member’s language', async () => {
    const member = await createUser(t.db, { locale: 'en' });
    const { req, ask, verify } = await as(member);
    const { email } = newContact();
    const sent = await ask({ email: email.toUpperCase(), password: member.password });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({
      sent: true,
      expiresIn: 300,
      to: [{ channel: 'email', address: `${email[0]}•••@test.souqna.dev` }],
    });
    const code = await lastCodeSentTo(t.db, email, 'email');
    expect(code).toMatch(/^\d{6}$/);
    expect(await lastCodeSentTo(t.db, member.email)).toBeNull(); // no code to the old address

    const done = await verify(code!);
    expect(done.statusCode, done.body).toBe(200);
    assertNoSecrets(done.body);
    expect(done.json().userData).toMatchObject({ _id: member.id, email, phoneNumber: member.phoneNumber });
    expect((await login(req, { email, password: member.password })).statusCode).toBe(200);
    expectError(
      await login(req, { email: member.email, password: member.password }),
      'WrongCredentialsError',
    );
    const notice = await lastMessageTo(member.email);
    expect(notice).toMatchObject({ channel: 'email', subject: 'Your Souqna e-mail address was changed' });
    expect(notice!.body).toContain(
      `e-mail address of your account was changed to ${email[0]}•••@test.souqna.dev`,
    );
    expectError(await verify(code!), 'OTPNotFound'); // one use
  });

  it('a wrong password → WrongCredentialsError, and no code goes anywhere', async () => {
    const member = await createUser(t.db);
    const { email } = newContact();
    const res = await (await as(member)).ask({ email, password: 'Wrong-pass9' });
    expectError(res, 'WrongCredentialsError');
    expect(res.json().data).toMatchObject({ field: 'password' });
    expect(await lastCodeSentTo(t.db, email)).toBeNull();
  });

  it('an address already taken (by anyone, or the member’s own) → DuplicationError naming it', async () => {
    const [member, other] = [await createUser(t.db), await createUser(t.db)];
    const { ask } = await as(member);
    const cases: [string, string][] = [
      ['email', other.email.toUpperCase()],
      ['email', member.email],
      ['phoneNumber', other.phoneNumber],
    ];
    for (const [key, value] of cases) {
      const res = await ask({ [key]: value, password: member.password });
      expectError(res, 'DuplicationError');
      expect(res.json().data).toMatchObject({ key });
    }
  });

  it('taken by someone else between the two steps → DuplicationError; nothing changes', async () => {
    const member = await createUser(t.db);
    const { ask, verify } = await as(member);
    const { email } = newContact();
    await ask({ email, password: member.password });
    const code = (await lastCodeSentTo(t.db, email, 'email'))!;
    await createUser(t.db, { email });
    const res = await verify(code);
    expectError(res, 'DuplicationError');
    expect(res.json().data).toMatchObject({ key: 'email' });
    expect(await lastMessageTo(member.email)).toBeUndefined();
  });

  it('ends the recovery codes sent to the old address before the change', async () => {
    const member = await createUser(t.db);
    const req = client(t.app);
    await req({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email: member.email } });
    await t.app.deps.jobs.idle();
    const resetCode = (await lastCodeSentTo(t.db, member.email, 'email'))!;
    const { ask, verify } = await as(member);
    const { email } = newContact();
    await ask({ email, password: member.password });
    expect((await verify((await lastCodeSentTo(t.db, email, 'email'))!)).statusCode).toBe(200);
    const reset = await req({
      method: 'POST',
      url: '/api/auth/verifyOTPForResetPassword',
      payload: { email: member.email, otp: resetCode, userId: member.id },
    });
    expectError(reset, 'OTPNotFound');
  });
});

describe('changing the phone', () => {
  it('an SMS code to the new phone → changed; the old phone is told in Arabic by default', async () => {
    const member = await createUser(t.db);
    const { req, ask, verify } = await as(member);
    const phoneNumber = uniquePhone();
    const sent = await ask({ phoneNumber: `+${phoneNumber}`, password: member.password });
    expect(sent.json().to).toEqual([
      { channel: 'sms', address: `+${phoneNumber.slice(0, 4)}•••••${phoneNumber.slice(-2)}` },
    ]);
    const done = await verify((await lastCodeSentTo(t.db, phoneNumber, 'sms'))!);
    expect(done.json().userData).toMatchObject({ phoneNumber, email: member.email });
    expect((await login(req, { phoneNumber, password: member.password })).statusCode).toBe(200);
    const notice = await lastMessageTo(member.phoneNumber);
    expect(notice).toMatchObject({ channel: 'sms' });
    expect(notice!.body).toContain('سوقنا: تم تغيير رقم الجوال لحسابك إلى +9715');
  });
});

describe('the code', () => {
  it('wrong → InvalidOTPError with triesLeft; after 5 wrong tries even the right code is refused', async () => {
    const member = await createUser(t.db);
    const { ask, verify } = await as(member);
    const { email } = newContact();
    await ask({ email, password: member.password });
    const code = (await lastCodeSentTo(t.db, email, 'email'))!;
    for (let left = 4; left >= 0; left--) {
      const res = await verify(wrongCode(code));
      expectError(res, 'InvalidOTPError');
      expect(res.json().data.triesLeft).toBe(left);
    }
    const res = await verify(code);
    expectError(res, 'InvalidOTPError');
    expect(res.json().data.triesLeft).toBe(0);
  });

  it('expired → ExpiredOTPError; none asked for → OTPNotFound; a new code voids the previous one', async () => {
    const member = await createUser(t.db);
    const { ask, verify } = await as(member);
    expectError(await verify('123456'), 'OTPNotFound');
    const first = newContact().email;
    await ask({ email: first, password: member.password });
    const firstCode = (await lastCodeSentTo(t.db, first, 'email'))!;
    await t.db.query(
      `update otp_challenges set expires_at = now() - interval '1 second' where user_id = $1 and purpose = 'contact'`,
      [member.id],
    );
    expectError(await verify(firstCode), 'ExpiredOTPError');
    const second = newContact().email;
    await ask({ email: second, password: member.password });
    const secondCode = (await lastCodeSentTo(t.db, second, 'email'))!;
    if (secondCode !== firstCode) expectError(await verify(firstCode), 'InvalidOTPError');
    const done = await verify(secondCode);
    expect(done.json().userData.email).toBe(second);
  });

  it('codes are limited per member: the sixth in a window → TooManyRequestsError', async () => {
    const member = await createUser(t.db);
    const { ask } = await as(member);
    for (let i = 0; i < 5; i++)
      expect((await ask({ email: newContact().email, password: member.password })).statusCode).toBe(200);
    const res = await ask({ email: newContact().email, password: member.password });
    expectError(res, 'TooManyRequestsError');
    expect(res.headers['retry-after']).toBeDefined();
  });
});
