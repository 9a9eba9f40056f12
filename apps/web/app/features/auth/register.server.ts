import { endpoints, RegisterFormSchema, VerifyOtpForNewUserSchema, type Locale } from '@souqna/contracts';
import { actionError } from '../../lib/action-error.server.ts';
import type { apiFor } from '../../lib/api.server.ts';
import { localePath } from '../../lib/locale.ts';
import { signIn } from './login.server.ts';

type Api = ReturnType<typeof apiFor>;
const invalid = { error: { errorKey: 'errors.ValidationError' } };

/** Step 1 → the API sends the code; the answer tells the page where it went. */
export async function requestOtp(api: Api, fields: Record<string, string>) {
  const parsed = RegisterFormSchema.safeParse({ ...fields, terms: fields.terms === 'true' });
  if (!parsed.success) return invalid;
  const { email, dialCode, phone } = parsed.data;
  try {
    const sent = await api.call(endpoints.requestOtpForNewUser, {
      body: { email, phoneNumber: dialCode + phone },
    });
    return { step: 'otp' as const, to: sent.to, sentAt: Date.now() };
  } catch (error) {
    return actionError(error);
  }
}

export async function resendOtp(api: Api, email: string) {
  try {
    const sent = await api.call(endpoints.createNewOtp, { body: { email } });
    return { step: 'otp' as const, to: sent.to, sentAt: Date.now() };
  } catch (error) {
    return actionError(error, { step: 'otp' });
  }
}

/** Step 2: the code creates the account, then the client signs in with {email, password} (docs/product/accounts-and-sign-in.md#registration). */
export async function verifyAndSignIn(api: Api, fields: Record<string, string>, locale: Locale) {
  const parsed = VerifyOtpForNewUserSchema.safeParse({
    ...fields,
    phoneNumber: `${fields.dialCode ?? ''}${fields.phone ?? ''}`,
  });
  if (!parsed.success) return { ...invalid, step: 'otp' as const };
  try {
    await api.send(endpoints.verifyOtpForNewUser, { body: parsed.data });
    const { email, password } = parsed.data;
    return await signIn(
      api,
      { email, password },
      `${localePath('/auth/register', locale)}?step=profile`,
      locale,
    );
  } catch (error) {
    return actionError(error, { step: 'otp' });
  }
}

/** Step 3: the browser's multipart goes to the API untouched (avatar file included). */
export async function saveProfile(api: Api, userId: string, raw: { payload: Buffer; contentType: string }) {
  try {
    await api.send(endpoints.updateUser, { params: { id: userId }, raw });
    return { step: 'done' as const };
  } catch (error) {
    return actionError(error, { step: 'profile' });
  }
}
