import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSubmit } from 'react-router';
import type { Route } from './+types/auth-reset';
import { AuthShell } from '../features/auth/auth-shell.tsx';
import { ForgotForm } from '../features/auth/forgot-form.tsx';
import { FormErrorAlert } from '../features/auth/form-error.tsx';
import { OtpStep, type SentTo } from '../features/auth/otp-step.tsx';
import { ResetPasswordForm } from '../features/auth/reset-password-form.tsx';
import { forgot, reset, verify } from '../features/auth/reset.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireGuest } from '../lib/guards.server.ts';
import { useLocalePath } from '../lib/use-locale.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'reset');

export function loader(args: Route.LoaderArgs) {
  requireGuest(args);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const fields = formFields(await readForm(args.request));
  const api = apiFor(args.request, args.context, localeOf(args));
  if (fields.intent === 'verify') return verify(api, fields);
  if (fields.intent === 'reset') return reset(api, fields, localeOf(args));
  return forgot(api, fields);
}

type Flow =
  | { step: 'forgot' }
  | { step: 'otp'; who: Record<string, string>; userId: string; to: SentTo; sentAt: number }
  | { step: 'reset'; token: string; userId: string };

export default function ResetPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const submit = useSubmit();
  // The flow keeps its last good step, so a wrong code or a failed reset stays on its step.
  const [flow, setFlow] = useState<Flow>({ step: 'forgot' });
  useEffect(() => {
    if (actionData && 'step' in actionData && !('error' in actionData)) setFlow(actionData as Flow);
  }, [actionData]);
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  const titles = {
    forgot: 'auth.forgotTitle',
    otp: 'auth.verifyTitle',
    reset: 'auth.resetPassword',
  } as const;
  return (
    <AuthShell
      title={t(titles[flow.step])}
      intro={
        flow.step === 'reset'
          ? t('auth.newPasswordIntro')
          : flow.step === 'forgot'
            ? t('auth.forgotIntro')
            : undefined
      }
      top={
        <Link to={lp('/auth/login')} className="link">
          {t('auth.backToLogin')}
        </Link>
      }
    >
      <FormErrorAlert error={error} />
      {flow.step === 'forgot' && <ForgotForm />}
      {flow.step === 'otp' && (
        <OtpStep
          to={flow.to}
          sentAt={flow.sentAt}
          onBack={() => setFlow({ step: 'forgot' })}
          onVerify={(otp) =>
            void submit({ ...flow.who, userId: flow.userId, otp, intent: 'verify' }, { method: 'post' })
          }
          onResend={() => void submit({ ...flow.who, intent: 'forgot' }, { method: 'post' })}
        />
      )}
      {flow.step === 'reset' && <ResetPasswordForm token={flow.token} userId={flow.userId} />}
    </AuthShell>
  );
}
