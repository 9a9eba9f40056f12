// One-time codes: 6 CSPRNG digits, HMAC-hashed with the server secret and bound to purpose + address.
import crypto from 'node:crypto';
import { OTP_LENGTH, OTP_MAX_TRIES, OTP_TTL_SECONDS } from '@souqna/contracts';
import type { Deps } from '../../context.ts';
import type { OtpChallengeRow } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hmac } from '../../lib/tokens.ts';
import { giveBackTry, latestChallenge, replaceChallenge, takeTry } from './auth.queries.ts';

/** `contact`: a signed-in member's new e-mail or phone (contact-change.service.ts). */
export type Purpose = 'register' | 'reset' | 'contact';

const newCode = () => String(crypto.randomInt(10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
const codeHash = (secret: string, purpose: Purpose, identifier: string, code: string) =>
  hmac(secret, `otp:${purpose}:${identifier}:${code}`);

/** Stores a fresh challenge (voiding older ones) and returns the code, which exists only in memory from here on. */
export async function issueChallenge(
  deps: Deps,
  c: { purpose: Purpose; identifier: string; userId: string | null; payload?: Record<string, string> },
): Promise<string> {
  const code = newCode();
  await replaceChallenge(deps.sql, {
    purpose: c.purpose,
    identifier: c.identifier,
    userId: c.userId,
    payload: c.payload ?? {},
    codeHash: codeHash(deps.config.jwtSecret, c.purpose, c.identifier, code),
    expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
  });
  return code;
}

/**
 * Checks a code against the newest challenge for purpose + address. `bound` says whether the request matches
 * what the challenge was issued for (same phone, same user); a mismatch counts as a wrong code.
 */
export async function checkChallenge(
  deps: Deps,
  q: { purpose: Purpose; identifier: string; otp: string; bound?: (c: OtpChallengeRow) => boolean },
): Promise<OtpChallengeRow> {
  const challenge = await latestChallenge(deps.orm, q.purpose, q.identifier);
  if (!challenge || challenge.consumedAt || challenge.voidedAt) throw new AppError('OTPNotFound');
  if (challenge.tries >= OTP_MAX_TRIES) throw new AppError('InvalidOTPError', { triesLeft: 0 });
  if (challenge.expiresAt.getTime() <= Date.now()) throw new AppError('ExpiredOTPError');
  // Simultaneous guesses all read the same count above: the try is taken atomically before comparing.
  const tries = await takeTry(deps.orm, challenge.id, OTP_MAX_TRIES);
  if (tries === null) throw new AppError('InvalidOTPError', { triesLeft: 0 });
  const expected = Buffer.from(challenge.codeHash, 'hex');
  const given = Buffer.from(codeHash(deps.config.jwtSecret, q.purpose, q.identifier, q.otp), 'hex');
  const ok =
    expected.length === given.length &&
    crypto.timingSafeEqual(expected, given) &&
    (q.bound?.(challenge) ?? true);
  if (!ok) throw new AppError('InvalidOTPError', { field: 'otp', triesLeft: OTP_MAX_TRIES - tries });
  await giveBackTry(deps.orm, challenge.id);
  return challenge;
}

export function codeMessage(code: string, channel: 'sms' | 'email', to: string) {
  const minutes = OTP_TTL_SECONDS / 60;
  const body =
    `سوقنا: رمز التحقق ${code}. صالح لمدة ${minutes} دقائق. لا تشاركه مع أحد.\n` +
    `Souqna: your code is ${code}. It is valid for ${minutes} minutes. Do not share it.`;
  return {
    channel,
    to,
    code,
    body,
    subject: channel === 'email' ? 'رمز التحقق من سوقنا | Souqna verification code' : undefined,
  };
}

/** Where a code went, masked: +9715•••••67 and a•••@example.com. */
export function maskAddress(address: string): string {
  if (address.includes('@')) {
    const [local = '', domain = ''] = address.split('@');
    return `${local.slice(0, 1)}•••@${domain}`;
  }
  return `+${address.slice(0, 4)}•••••${address.slice(-2)}`;
}
