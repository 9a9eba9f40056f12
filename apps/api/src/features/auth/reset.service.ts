// Password recovery: forgotPassword → verifyOTPForResetPassword (one-use token, 15 min) → resetPassword.
import { RESET_TOKEN_TTL_SECONDS, OTP_TTL_SECONDS } from '@souqna/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hmac, randomSecret, sha256 } from '../../lib/tokens.ts';
import {
  consumeChallenge,
  findUserByLogin,
  insertResetToken,
  markPhoneVerified,
  useResetToken,
} from './auth.queries.ts';
import { queueMessage } from '../../jobs/message-jobs.ts';
import { checkChallenge, codeMessage, issueChallenge, maskAddress, type Purpose } from './otp.service.ts';

export type Address = { email: string } | { phoneNumber: string };
const identifierOf = (a: Address) => ('email' in a ? a.email : a.phoneNumber);

/** A stable uuid-looking id for an address with no account, so the answer looks like a real one. */
export function fakeUserId(secret: string, identifier: string): string {
  const h = hmac(secret, `fake-user:${identifier}`);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** Same status, shape and work whether or not the account exists (no enumeration). */
export async function forgotPassword(deps: Deps, ip: string, address: Address) {
  const identifier = identifierOf(address);
  await deps.limits.otpSend(ip, [identifier]);
  const user = await findUserByLogin(deps.orm, address);
  // For an unknown address a challenge is still stored (its code is never sent), so verify behaves the same.
  const code = await issueChallenge(deps, { purpose: 'reset', identifier, userId: user?.id ?? null });
  const channel: 'email' | 'sms' = 'email' in address ? 'email' : 'sms';
  // Queued, never awaited: the answer and its timing are the same whether the account exists and
  // whatever the provider does (an unknown address queues a job that sends nothing).
  await queueMessage(deps, user ? codeMessage(code, channel, identifier) : null);
  return {
    sent: true as const,
    expiresIn: OTP_TTL_SECONDS,
    to: [{ channel, address: maskAddress(identifier) }],
    user: { _id: user?.id ?? fakeUserId(deps.config.jwtSecret, identifier) },
  };
}

export async function verifyOtpForReset(deps: Deps, input: Address & { otp: string; userId: string }) {
  const challenge = await checkChallenge(deps, {
    purpose: 'reset',
    identifier: identifierOf(input),
    otp: input.otp,
    bound: (c) => c.userId !== null && c.userId === input.userId,
  });
  if (!(await consumeChallenge(deps.orm, challenge.id))) throw new AppError('OTPNotFound');
  // A code sent by SMS proves the phone too (docs/decisions/0041-ad-page-facts.md#verified-phone).
  if ('phoneNumber' in input) await markPhoneVerified(deps.orm, challenge.userId!, input.phoneNumber);
  const token = randomSecret();
  await insertResetToken(
    deps.orm,
    challenge.userId!,
    sha256(token),
    new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
  );
  return { resetPasswordToken: token };
}

/** Sets the new password, uses up the token and ends every existing session of the account. */
export async function resetPassword(
  deps: Deps,
  token: string,
  userId: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.sql.transaction(async (tx) => {
    if (!(await useResetToken(tx.orm, sha256(token), userId))) throw new AppError('InvalidTokenError');
    await tx.orm
      .update(users)
      .set({ passwordHash, tokensValidAfter: sql`now()`, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await deps.events.publish('session.revoked', { userId }, tx);
  });
}

/** Checks a code without using it (a wrong code still counts as a try). */
export async function verifyOtp(
  deps: Deps,
  input: { purpose: Purpose; email?: string | undefined; phoneNumber?: string | undefined; otp: string },
) {
  const identifier = input.purpose === 'register' ? input.email : (input.email ?? input.phoneNumber);
  if (!identifier)
    throw new AppError('MissingDataError', { field: input.purpose === 'register' ? 'email' : 'phoneNumber' });
  await checkChallenge(deps, {
    purpose: input.purpose,
    identifier,
    otp: input.otp,
    bound: (c) =>
      input.purpose !== 'register' || !input.phoneNumber || c.payload.phoneNumber === input.phoneNumber,
  });
  return { valid: true as const };
}
