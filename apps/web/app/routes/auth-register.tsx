import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSubmit } from 'react-router';
import type { Route } from './+types/auth-register';
import { AccountCreatedDialog } from '../features/auth/account-created-dialog.tsx';
import { AuthShell } from '../features/auth/auth-shell.tsx';
import { CompleteProfileForm } from '../features/auth/complete-profile-form.tsx';
import { FormErrorAlert } from '../features/auth/form-error.tsx';
import { OtpStep, type SentTo } from '../features/auth/otp-step.tsx';
import { RegisterForm, type RegisterValues } from '../features/auth/register-form.tsx';
import { requestOtp, resendOtp, saveProfile, verifyAndSignIn } from '../features/auth/register.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireGuest, requireUser } from '../lib/guards.server.ts';
import { rawMultipart } from '../lib/raw-body.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'register');

// Step 3 lives in the URL (?step=profile) because the account exists and the user is signed
// in by then; steps 1 and 2 are guest-only and follow the action answers.
export function loader(args: Route.LoaderArgs) {
  const profileStep = new URL(args.request.url).searchParams.get('step') === 'profile';
  if (profileStep) return { step: 'profile' as const, user: requireUser(args) };
  requireGuest(args);
  return { step: 'form' as const, user: null };
}

export async function action(args: Route.ActionArgs) {
  const api = apiFor(args.request, args.context, localeOf(args));
  if (new URL(args.request.url).searchParams.get('step') === 'profile') {
    const user = requireUser(args);
    return saveProfile(api, user._id, await rawMultipart(args.request));
  }
  const fields = formFields(await readForm(args.request));
  if (fields.intent === 'resend') return resendOtp(api, fields.email ?? '');
  if (fields.intent === 'verify') return verifyAndSignIn(api, fields, localeOf(args));
  return requestOtp(api, fields);
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const location = useLocation();
  // Why the password is not in a hidden field: it stays in this component's memory between
  // steps 1 and 2 and is re-sent only with the code, so it never sits in the page's HTML.
  const [values, setValues] = useState<RegisterValues | null>(null);
  const [onOtp, setOnOtp] = useState(false);
  // Where the code went survives a wrong-code answer (which carries only the error).
  const [sent, setSent] = useState<{ to: SentTo; sentAt: number } | null>(null);
  useEffect(() => {
    if (actionData && 'to' in actionData) {
      setSent({ to: actionData.to, sentAt: actionData.sentAt });
      setOnOtp(true);
    }
  }, [actionData]);
  const post = (extra: Record<string, string>) => {
    if (!values) return;
    const { terms, ...rest } = values;
    void submit({ ...rest, terms: String(terms), ...extra }, { method: 'post' });
  };
  const error = actionData && 'error' in actionData ? actionData.error : undefined;

  if (loaderData.step === 'profile') {
    return (
      <AuthShell title={t('auth.completeProfile')} intro={t('auth.completeProfileIntro')}>
        <FormErrorAlert error={error} />
        <CompleteProfileForm user={loaderData.user} action={location.pathname + location.search} />
        {actionData && 'step' in actionData && actionData.step === 'done' && <AccountCreatedDialog />}
      </AuthShell>
    );
  }
  const showOtp = onOtp && values && sent;
  return (
    <AuthShell
      title={showOtp ? t('auth.verifyTitle') : t('auth.registerTitle')}
      intro={showOtp ? undefined : t('auth.registerIntro')}
    >
      <FormErrorAlert error={error} />
      {showOtp ? (
        <OtpStep
          to={sent.to}
          sentAt={sent.sentAt}
          onBack={() => setOnOtp(false)}
          onVerify={(otp) => post({ intent: 'verify', otp })}
          onResend={() => post({ intent: 'resend' })}
        />
      ) : (
        <RegisterForm
          initial={values}
          onValid={(v) => {
            setValues(v);
            void submit({ ...v, terms: 'true', intent: 'request' }, { method: 'post' });
          }}
        />
      )}
    </AuthShell>
  );
}
