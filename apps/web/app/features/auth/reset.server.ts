import { redirect } from 'react-router';
import {
  endpoints,
  ForgotEmailFormSchema,
  ForgotPhoneFormSchema,
  ResetPasswordSchema,
  type Locale,
} from '@souqna/contracts';
import { actionError } from '../../lib/action-error.server.ts';
import type { apiFor } from '../../lib/api.server.ts';
import { localePath } from '../../lib/locale.ts';

type Api = ReturnType<typeof apiFor>;
type Fields = Record<string, string>;
const invalid = (step: string) => ({ step, error: { errorKey: 'errors.ValidationError' } });

function identifier(fields: Fields): { email: string } | { phoneNumber: string } | null {
  if (fields.phoneNumber) return { phoneNumber: fields.phoneNumber };
  if (fields.email) return { email: fields.email };
  const phone = ForgotPhoneFormSchema.safeParse(fields);
  if (phone.success) return { phoneNumber: phone.data.dialCode + phone.data.phone };
  const email = ForgotEmailFormSchema.safeParse(fields);
  return email.success ? { email: email.data.email } : null;
}

/** Step 1 and "resend" (resending repeats the step 1 call: docs/product/accounts-and-sign-in.md#password-recovery). */
export async function forgot(api: Api, fields: Fields) {
  const who = identifier(fields);
  if (!who) return invalid('forgot');
  try {
    const answer = await api.call(endpoints.forgotPassword, { body: who });
    return { step: 'otp' as const, who, userId: answer.user._id, to: answer.to, sentAt: Date.now() };
  } catch (error) {
    return actionError(error);
  }
}

export async function verify(api: Api, fields: Fields) {
  const who = identifier(fields);
  if (!who || !fields.otp || !fields.userId) return invalid('otp');
  try {
    const body = { ...who, otp: fields.otp, userId: fields.userId };
    const { resetPasswordToken } = await api.call(endpoints.verifyOtpForResetPassword, { body });
    return { step: 'reset' as const, token: resetPasswordToken, userId: fields.userId };
  } catch (error) {
    return actionError(error);
  }
}

export async function reset(api: Api, fields: Fields, locale: Locale) {
  const parsed = ResetPasswordSchema.safeParse(fields);
  if (!parsed.success || !fields.token) return invalid('reset');
  try {
    await api.send(endpoints.resetPassword, { query: { token: fields.token }, body: parsed.data });
    return redirect(`${localePath('/auth/login', locale)}?successReset=true`);
  } catch (error) {
    return actionError(error);
  }
}
