// A code allows OTP_MAX_TRIES wrong guesses, however many arrive at once: each guess takes a try
// atomically before the code is compared, so a burst cannot get more codes checked than the limit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_TRIES } from '@souqna/contracts';
import { lastCodeSentTo, uniquePhone, uniqueSuffix } from '../db/factories/index.ts';
import { otpChallenges } from '../src/db/schema.ts';
import { buildTestApp, client, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const profile = { fullname: 'New Member', password: 'Good-pass1' };

async function newChallenge() {
  const contact = { email: `burst-${uniqueSuffix()}@test.souqna.dev`, phoneNumber: uniquePhone() };
  const res = await client(t.app)({
    method: 'POST',
    url: '/api/auth/requestOTPForNewUser',
    payload: contact,
  });
  expect(res.statusCode).toBe(200);
  return { contact, code: (await lastCodeSentTo(t.db, contact.email, 'email'))! };
}

// Each guess from its own address, as a distributed attacker would send them.
const guess = (payload: object) =>
  client(t.app)({ method: 'POST', url: '/api/auth/verifyOTPForNewUser', payload });

describe('simultaneous wrong guesses', () => {
  it(`60 at once: exactly ${OTP_MAX_TRIES} are checked, the rest refused, and the code is spent`, async () => {
    const { contact, code } = await newChallenge();
    const wrongCodes = Array.from({ length: 60 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(wrongCodes.map((otp) => guess({ ...contact, ...profile, otp })));

    for (const a of answers) {
      expect(a.statusCode).toBe(422);
      expect(a.json().name).toBe('InvalidOTPError');
    }
    // A checked guess names the field and the tries left after it; a refused one only says none are left.
    const checked = answers.map((a) => a.json().data).filter((d) => d.field === 'otp');
    const refused = answers.map((a) => a.json().data).filter((d) => d.field === undefined);
    expect(checked.map((d) => d.triesLeft).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(refused).toHaveLength(60 - OTP_MAX_TRIES);
    for (const d of refused) expect(d).toEqual({ triesLeft: 0 });

    const [row] = await t.db.orm
      .select({ tries: otpChallenges.tries })
      .from(otpChallenges)
      .where(eq(otpChallenges.identifier, contact.email));
    expect(row!.tries).toBe(OTP_MAX_TRIES);

    const right = await guess({ ...contact, ...profile, otp: code });
    expect(right.statusCode).toBe(422);
    expect(right.json()).toEqual(
      expect.objectContaining({ name: 'InvalidOTPError', data: { triesLeft: 0 } }),
    );
  });

  it('a right code does not use up a try: checked once and registered after four wrong ones', async () => {
    const { contact, code } = await newChallenge();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < OTP_MAX_TRIES - 1; i++) {
      expect((await guess({ ...contact, ...profile, otp: wrong })).json().data.triesLeft).toBe(
        OTP_MAX_TRIES - 1 - i,
      );
    }
    // The check-only call, then the real one, both with the right code.
    const check = await client(t.app)({
      method: 'POST',
      url: '/api/auth/verifyOTP',
      payload: { purpose: 'register', email: contact.email, otp: code },
    });
    expect(check.statusCode).toBe(200);
    expect((await guess({ ...contact, ...profile, otp: code })).statusCode).toBe(201);
  });
});
