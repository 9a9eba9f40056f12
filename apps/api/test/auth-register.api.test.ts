import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, lastCodeSentTo, uniquePhone } from '../db/factories/index.ts';
import { otpChallenges, users } from '../src/db/schema.ts';
import { assertNoSecrets, buildTestApp, client, expectError, type TestApp } from './harness.ts';
import { completeSignUp, login, newContact, requestSignUpCode } from './support/auth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const profile = { fullname: 'New Member', password: 'Good-pass1' };
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const toArabicDigits = (s: string) => s.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

describe('requestOTPForNewUser', () => {
  it('sends one code by SMS and email, answers masked addresses, stores only a hash', async () => {
    const req = client(t.app);
    const contact = newContact();
    const res = await req({ method: 'POST', url: '/api/auth/requestOTPForNewUser', payload: contact });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ sent: true, expiresIn: 300 });
    expect(body.to.map((x: { channel: string }) => x.channel).sort()).toEqual(['email', 'sms']);
    expect(JSON.stringify(body)).not.toContain(contact.phoneNumber);
    const smsCode = await lastCodeSentTo(t.db, contact.phoneNumber, 'sms');
    const emailCode = await lastCodeSentTo(t.db, contact.email, 'email');
    expect(smsCode).toMatch(/^\d{6}$/);
    expect(emailCode).toBe(smsCode);
    const [row] = await t.db.orm
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.identifier, contact.email));
    expect(JSON.stringify(row)).not.toContain(smsCode!);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('duplicate email → UserEmailExistsError, duplicate phone → UserPhoneNumberExistsError (409)', async () => {
    const req = client(t.app);
    const existing = await createUser(t.db);
    const a = await req({
      method: 'POST',
      url: '/api/auth/requestOTPForNewUser',
      payload: { email: existing.email.toUpperCase(), phoneNumber: uniquePhone() },
    });
    expect(a.statusCode).toBe(409);
    expect(a.json().name).toBe('UserEmailExistsError');
    const b = await req({
      method: 'POST',
      url: '/api/auth/requestOTPForNewUser',
      payload: { email: newContact().email, phoneNumber: existing.phoneNumber },
    });
    expect(b.statusCode).toBe(409);
    expect(b.json().name).toBe('UserPhoneNumberExistsError');
  });

  it('accepts Arabic-Indic digits in the phone and stores ASCII E.164', async () => {
    const req = client(t.app);
    const contact = newContact();
    const res = await req({
      method: 'POST',
      url: '/api/auth/requestOTPForNewUser',
      payload: { ...contact, phoneNumber: toArabicDigits(contact.phoneNumber) },
    });
    expect(res.statusCode).toBe(200);
    expect(await lastCodeSentTo(t.db, contact.phoneNumber, 'sms')).toMatch(/^\d{6}$/);
  });

  it('rejects a phone outside SA/UAE rules', async () => {
    const res = await client(t.app)({
      method: 'POST',
      url: '/api/auth/requestOTPForNewUser',
      payload: { email: newContact().email, phoneNumber: '971591234567' },
    });
    expectError(res, 'ValidationError');
    expect(res.json().data.field).toBe('phoneNumber');
  });
});

describe('verifyOTPForNewUser', () => {
  it('creates the account (201 userData), then the member logs in with email + password', async () => {
    const req = client(t.app);
    const contact = newContact();
    const code = await requestSignUpCode(t, req, contact);
    const res = await completeSignUp(req, { ...contact, ...profile, otp: code });
    expect(res.statusCode).toBe(201);
    assertNoSecrets(res.body);
    expect(res.json().userData).toMatchObject({
      email: contact.email,
      phoneNumber: contact.phoneNumber,
      fullname: profile.fullname,
      role: 'user',
      locale: 'ar',
    });
    const [row] = await t.db.orm.select().from(users).where(eq(users.email, contact.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const signIn = await login(req, { email: contact.email, password: profile.password });
    expect(signIn.statusCode).toBe(200);
    // single use: the same code cannot create a second account
    const again = await completeSignUp(req, { ...contact, ...profile, otp: code });
    expect(again.statusCode).toBe(404);
    expect(again.json().name).toBe('OTPNotFound');
  });

  it('accepts the code typed in Arabic-Indic digits', async () => {
    const req = client(t.app);
    const contact = newContact();
    const code = await requestSignUpCode(t, req, contact);
    const res = await completeSignUp(req, { ...contact, ...profile, otp: toArabicDigits(code) });
    expect(res.statusCode).toBe(201);
  });

  it('wrong code → 422 InvalidOTPError', async () => {
    const req = client(t.app);
    const contact = newContact();
    const code = await requestSignUpCode(t, req, contact);
    const res = await completeSignUp(req, { ...contact, ...profile, otp: wrong(code) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ name: 'InvalidOTPError', data: { triesLeft: 4 } });
  });

  it('the code is bound to the phone it was requested with', async () => {
    const req = client(t.app);
    const contact = newContact();
    const code = await requestSignUpCode(t, req, contact);
    const res = await completeSignUp(req, { ...contact, phoneNumber: uniquePhone(), ...profile, otp: code });
    expect(res.statusCode).toBe(422);
    expect(res.json().name).toBe('InvalidOTPError');
  });

  it('expired code → ExpiredOTPError', async () => {
    const req = client(t.app);
    const contact = newContact();
    const code = await requestSignUpCode(t, req, contact);
    await t.db.orm
      .update(otpChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpChallenges.identifier, contact.email));
    const res = await completeSignUp(req, { ...contact, ...profile, otp: code });
    expect(res.statusCode).toBe(422);
    expect(res.json().name).toBe('ExpiredOTPError');
  });

  it('5 wrong tries void the code: the right one then fails too', async () => {
    const req = client(t.app);
    const contact = newContact();
    const code = await requestSignUpCode(t, req, contact);
    for (let i = 0; i < 5; i++) {
      const res = await completeSignUp(req, { ...contact, ...profile, otp: wrong(code) });
      expect(res.json().name).toBe('InvalidOTPError');
    }
    const res = await completeSignUp(req, { ...contact, ...profile, otp: code });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ name: 'InvalidOTPError', data: { triesLeft: 0 } });
  });

  it('no pending code → OTPNotFound (404)', async () => {
    const res = await completeSignUp(client(t.app), { ...newContact(), ...profile, otp: '123456' });
    expect(res.statusCode).toBe(404);
    expect(res.json().name).toBe('OTPNotFound');
  });

  it('weak password → ValidationError with the password rule key', async () => {
    const res = await completeSignUp(client(t.app), {
      ...newContact(),
      fullname: 'Abc',
      password: 'alllowercase',
      otp: '123456',
    });
    expectError(res, 'ValidationError');
    expect(res.json().data.issues).toEqual(
      expect.arrayContaining([{ path: 'password', message: 'validations.passwordRequirements' }]),
    );
  });
});

describe('createNewOTP and verifyOTP', () => {
  it('resend issues a new code and voids the old one', async () => {
    const req = client(t.app);
    const contact = newContact();
    const first = await requestSignUpCode(t, req, contact);
    const resend = await req({
      method: 'POST',
      url: '/api/auth/createNewOTP',
      payload: { email: contact.email },
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().sent).toBe(true);
    const second = (await lastCodeSentTo(t.db, contact.email, 'email'))!;
    if (second !== first) {
      const old = await completeSignUp(req, { ...contact, ...profile, otp: first });
      expect(old.json().name).toBe('InvalidOTPError');
    }
    const ok = await completeSignUp(req, { ...contact, ...profile, otp: second });
    expect(ok.statusCode).toBe(201);
  });

  it('resend without a pending registration → OTPNotFound', async () => {
    const res = await client(t.app)({
      method: 'POST',
      url: '/api/auth/createNewOTP',
      payload: { email: newContact().email },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().name).toBe('OTPNotFound');
  });

  it('verifyOTP checks without consuming', async () => {
    const req = client(t.app);
    const contact = newContact();
    const code = await requestSignUpCode(t, req, contact);
    const check = await req({
      method: 'POST',
      url: '/api/auth/verifyOTP',
      payload: { purpose: 'register', email: contact.email, otp: code },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true });
    const bad = await req({
      method: 'POST',
      url: '/api/auth/verifyOTP',
      payload: { purpose: 'register', email: contact.email, otp: wrong(code) },
    });
    expect(bad.json().name).toBe('InvalidOTPError');
    const create = await completeSignUp(req, { ...contact, ...profile, otp: code });
    expect(create.statusCode).toBe(201);
  });
});

describe('dev outbox', () => {
  it('lists messages newest first, filtered by address', async () => {
    const req = client(t.app);
    const contact = newContact();
    await requestSignUpCode(t, req, contact);
    const res = await req({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(contact.email)}` });
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      to: contact.email,
      channel: 'email',
      code: expect.stringMatching(/^\d{6}$/),
    });
    expect(items[0].body).toContain(items[0].code);
    const all = (await req({ method: 'GET', url: '/api/dev/outbox?limit=5' })).json().items;
    expect(all.length).toBeLessThanOrEqual(5);
    const times = all.map((i: { createdAt: string }) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});
