import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { PASSWORD_MIN, EmailLoginFormSchema } from '@souqna/contracts';
import { PasswordField } from '../../ui/password-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useValidatedSubmit } from '../../lib/use-validated-submit.ts';

/** Email sign-in: email + password. */
export function EmailLoginForm({ redirectTo, failedAt }: { redirectTo: string; failedAt?: number }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const busy = useNavigation().state === 'submitting';
  const form = useForm({
    resolver: zodResolver(EmailLoginFormSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;
  // Spec §8: a failed sign-in clears the password field.
  useEffect(() => {
    if (failedAt) form.resetField('password');
  }, [failedAt, form]);
  return (
    <Form method="post" noValidate onSubmit={useValidatedSubmit(form)} className="flex flex-col gap-4">
      <input type="hidden" name="variant" value="email" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField
        label={t('fields.email')}
        type="email"
        dir="ltr"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        bounds={{ min: PASSWORD_MIN }}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Link to={lp('/auth/reset')} className="link self-start text-sm">
        {t('auth.forgotPassword')}
      </Link>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy && <Spinner />}
        {t('auth.login')}
      </button>
    </Form>
  );
}
