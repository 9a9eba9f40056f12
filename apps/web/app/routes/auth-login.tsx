import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmailLoginFormSchema, PhoneLoginFormSchema } from '@souqna/contracts';
import type { Route } from './+types/auth-login';
import { AuthShell } from '../features/auth/auth-shell.tsx';
import { FormErrorAlert } from '../features/auth/form-error.tsx';
import { LoginPanel } from '../features/auth/login-panel.tsx';
import { signIn } from '../features/auth/login.server.ts';
import { Alert } from '../ui/alert.tsx';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireGuest } from '../lib/guards.server.ts';
import { useOneTimeNote } from '../lib/one-time-note.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';
import { useLocalePath } from '../lib/use-locale.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'login');

export function loader(args: Route.LoaderArgs) {
  requireGuest(args);
  const url = new URL(args.request.url);
  return {
    redirectTo: safeRedirect(url.searchParams.get('redirectTo')),
    successReset: url.searchParams.has('successReset'),
  };
}

export async function action(args: Route.ActionArgs) {
  const fields = formFields(await readForm(args.request));
  const api = apiFor(args.request, args.context, localeOf(args));
  // The same schemas as the form: a request that skipped the browser checks is refused the same way.
  const parsed =
    fields.variant === 'email'
      ? EmailLoginFormSchema.safeParse(fields)
      : PhoneLoginFormSchema.safeParse(fields);
  if (!parsed.success) return { error: { errorKey: 'errors.ValidationError' }, failedAt: Date.now() };
  const v = parsed.data;
  const body =
    'email' in v
      ? { email: v.email, password: v.password }
      : { phoneNumber: v.dialCode + v.phone, password: v.password };
  try {
    return await signIn(api, body, safeRedirect(fields.redirectTo));
  } catch (error) {
    return actionError(error, { failedAt: Date.now() });
  }
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [, setParams] = useSearchParams();
  // The success note outlives the query: it shows once, then the address is cleaned (replace).
  const [resetDone] = useState(loaderData.successReset);
  const sessionsEnded = useOneTimeNote('sessionsEnded');
  useEffect(() => {
    if (loaderData.successReset)
      setParams(
        (p) => {
          p.delete('successReset');
          return p;
        },
        { replace: true, preventScrollReset: true },
      );
  }, [loaderData.successReset, setParams]);
  return (
    <AuthShell
      title={t('auth.loginTitle')}
      intro={t('auth.loginIntro')}
      top={
        <Link to={lp('/auth/register')} className="link">
          {t('auth.createAccount')}
        </Link>
      }
    >
      {resetDone && <Alert kind="success">{t('auth.resetPasswordSuccess')}</Alert>}
      {sessionsEnded && <Alert kind="success">{t('auth.sessionsEnded')}</Alert>}
      <FormErrorAlert error={actionData?.error} />
      <LoginPanel redirectTo={loaderData.redirectTo} failedAt={actionData?.failedAt} />
    </AuthShell>
  );
}
