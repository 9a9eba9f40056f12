import { useEffect, type FormEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { PASSWORD_MIN } from '@souqna/contracts';
import { PasswordField } from '../../ui/password-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';

/** Any react-hook-form sign-in form: both variants share the password field. */
type PasswordForm = {
  register: (name: 'password') => UseFormRegisterReturn;
  resetField: (name: 'password') => void;
  formState: { errors: { password?: { message?: string } } };
};

type Props = {
  variant: 'email' | 'phone';
  redirectTo: string;
  failedAt?: number;
  form: PasswordForm;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The identity field(s) of the variant, shown above the password. */
  children: ReactNode;
};

/** What the email and phone sign-in forms have in common: the password, the forgot link, the submit. */
export function LoginFormShell({ variant, redirectTo, failedAt, form, onSubmit, children }: Props) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const busy = useNavigation().state === 'submitting';
  // A failed sign-in clears the password field (docs/product/accounts-and-sign-in.md#sign-in).
  useEffect(() => {
    if (failedAt) form.resetField('password');
  }, [failedAt, form]);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <input type="hidden" name="variant" value={variant} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {children}
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        bounds={{ min: PASSWORD_MIN }}
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <Link to={lp('/auth/reset')} className="link self-start text-sm">
        {t('auth.forgotPassword')}
      </Link>
      <SubmitButton busy={busy}>{t('auth.login')}</SubmitButton>
    </Form>
  );
}
