// Sign-up: request a code for {email, phone} → verify it with the rest of the profile → the account exists.
import { OTP_TTL_SECONDS, type OtpSent, type User } from '@souqna/contracts';
import type { Deps } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { toUser } from '../../domain/user-answers.ts';
import { consumeChallenge, findUserByLogin, latestChallenge } from './auth.queries.ts';
import { checkChallenge, codeMessage, issueChallenge, maskAddress } from './otp.service.ts';

type Contact = { email: string; phoneNumber: string };

// The only place where the API says an address is taken (the public API names these two errors, docs/product/accounts-and-sign-in.md#registration).
async function assertFree(deps: Deps, { email, phoneNumber }: Contact): Promise<void> {
  if (await findUserByLogin(deps.orm, { email }))
    throw new AppError('UserEmailExistsError', { field: 'email' });
  if (await findUserByLogin(deps.orm, { phoneNumber }))
    throw new AppError('UserPhoneNumberExistsError', { field: 'phoneNumber' });
}

async function sendRegistrationCode(deps: Deps, contact: Contact): Promise<OtpSent> {
  const code = await issueChallenge(deps, {
    purpose: 'register',
    identifier: contact.email,
    userId: null,
    payload: contact,
  });
  await deps.messenger.send(codeMessage(code, 'sms', contact.phoneNumber));
  await deps.messenger.send(codeMessage(code, 'email', contact.email));
  return {
    sent: true,
    expiresIn: OTP_TTL_SECONDS,
    to: [
      { channel: 'sms', address: maskAddress(contact.phoneNumber) },
      { channel: 'email', address: maskAddress(contact.email) },
    ],
  };
}

export async function requestOtpForNewUser(deps: Deps, ip: string, contact: Contact): Promise<OtpSent> {
  await deps.limits.otpSend(ip, [contact.email, contact.phoneNumber]);
  await assertFree(deps, contact);
  return sendRegistrationCode(deps, contact);
}

/** Resend for the pending registration of that email: a new code, the old one void. */
export async function createNewOtp(deps: Deps, ip: string, email: string): Promise<OtpSent> {
  const pending = await latestChallenge(deps.orm, 'register', email);
  if (!pending || pending.consumedAt || !pending.payload.phoneNumber) throw new AppError('OTPNotFound');
  const contact = { email, phoneNumber: pending.payload.phoneNumber };
  await deps.limits.otpSend(ip, [contact.email, contact.phoneNumber]);
  await assertFree(deps, contact);
  return sendRegistrationCode(deps, contact);
}

export async function verifyOtpForNewUser(
  deps: Deps,
  input: Contact & { otp: string; fullname: string; password: string },
): Promise<User> {
  const challenge = await checkChallenge(deps, {
    purpose: 'register',
    identifier: input.email,
    otp: input.otp,
    bound: (c) => c.payload.phoneNumber === input.phoneNumber, // the code was sent for this email AND this phone
  });
  await assertFree(deps, input);
  const passwordHash = await hashPassword(input.password);
  const row = await deps.sql.transaction(async ({ orm: tx }) => {
    if (!(await consumeChallenge(tx, challenge.id))) throw new AppError('OTPNotFound');
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        phoneNumber: input.phoneNumber,
        fullname: input.fullname,
        passwordHash,
        // The code went to this phone by SMS (docs/decisions/0041-ad-page-facts.md#verified-phone).
        phoneVerifiedAt: new Date(),
      })
      .returning();
    return created!;
  });
  return toUser(row);
}
