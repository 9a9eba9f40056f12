// A signed-in member's new e-mail or phone (docs/product/accounts-and-sign-in.md#changing-e-mail-or-phone):
// both sign the member in and recover the account, so a token alone may not change them. Step 1
// asks for the password again and sends a code to the NEW address; step 2 takes that code, makes
// the change and tells the OLD address, in the member's language.
import { OTP_TTL_SECONDS, type ContactChangeInput, type OtpSent, type User } from '@souqna/contracts';
import type { OutgoingMessage } from '../../adapters/messaging/index.ts';
import type { AuthUser, Deps } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { queueMessage } from '../../jobs/message-jobs.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { withUnseenCount } from '../../domain/unseen-messages.ts';
import { toUser } from '../../domain/user-answers.ts';
import { findUserById, findUserByLogin } from './auth.queries.ts';
import { applyContactChange, type ContactField } from './contact-change.queries.ts';
import { checkChallenge, codeMessage, issueChallenge, maskAddress } from './otp.service.ts';

const channelOf = (field: ContactField) => (field === 'email' ? 'email' : 'sms');

async function memberRow(deps: Deps, viewer: AuthUser): Promise<UserRow> {
  const row = await findUserById(deps.orm, viewer.id);
  if (!row) throw new AppError('NotFoundError');
  return row;
}

export async function requestContactChange(
  deps: Deps,
  ip: string,
  viewer: AuthUser,
  input: ContactChangeInput,
): Promise<OtpSent> {
  const row = await memberRow(deps, viewer);
  // Wrong passwords count like failed sign-ins of the account, so a stolen token cannot guess it here.
  await deps.limits.signInAttempt(ip, row.email);
  if (!(await verifyPassword(row.passwordHash, input.password))) {
    await deps.limits.signInFailed(row.email);
    throw new AppError('WrongCredentialsError', { field: 'password' });
  }
  const [field, value]: [ContactField, string] =
    'email' in input ? ['email', input.email] : ['phoneNumber', input.phoneNumber];
  // Per address and per member: asking whether addresses are taken costs a code each time.
  await deps.limits.otpSend(ip, [value, `member:${row.id}`]);
  if (await findUserByLogin(deps.orm, field === 'email' ? { email: value } : { phoneNumber: value }))
    throw new AppError('DuplicationError', { key: field, field }); // someone's, or already this member's
  // One pending change per member (identifier = the member): a new request voids the previous code.
  const code = await issueChallenge(deps, {
    purpose: 'contact',
    identifier: row.id,
    userId: row.id,
    payload: { field, value },
  });
  // Sent within the request, like a registration code: the member waits for it and sees a failure.
  await deps.messenger.send(codeMessage(code, channelOf(field), value));
  return {
    sent: true,
    expiresIn: OTP_TTL_SECONDS,
    to: [{ channel: channelOf(field), address: maskAddress(value) }],
  };
}

export async function verifyContactChange(deps: Deps, viewer: AuthUser, otp: string): Promise<User> {
  const challenge = await checkChallenge(deps, {
    purpose: 'contact',
    identifier: viewer.id,
    otp,
    bound: (c) => c.userId === viewer.id,
  });
  const field = challenge.payload.field as ContactField;
  const value = challenge.payload.value!;
  const before = await memberRow(deps, viewer);
  // The change and the notice to the old address commit together (the job table is the outbox).
  await deps.sql.transaction(async (conn) => {
    const change = { challengeId: challenge.id, userId: viewer.id, field, value };
    if (!(await applyContactChange(conn, change))) throw new AppError('OTPNotFound');
    await queueMessage(deps, changeNotice(before, field, value), conn);
  });
  return withUnseenCount(deps.sql, toUser(await memberRow(deps, viewer)));
}

/** To the old address: what changed, to where (masked), and what to do if it was not them. */
function changeNotice(row: UserRow, field: ContactField, value: string): OutgoingMessage {
  const to = maskAddress(value);
  const body =
    row.locale === 'en'
      ? `Souqna: the ${field === 'email' ? 'e-mail address' : 'phone number'} of your account was changed to ${to}. ` +
        'If this was not you, reset your password at once.'
      : `سوقنا: تم تغيير ${field === 'email' ? 'البريد الإلكتروني' : 'رقم الجوال'} لحسابك إلى ${to}. ` +
        'إن لم تكن أنت من قام بذلك فأعد تعيين كلمة المرور فوراً.';
  if (field === 'phoneNumber') return { channel: 'sms', to: row.phoneNumber, body };
  const subject =
    row.locale === 'en'
      ? 'Your Souqna e-mail address was changed'
      : 'تم تغيير البريد الإلكتروني لحسابك في سوقنا';
  return { channel: 'email', to: row.email, subject, body };
}
