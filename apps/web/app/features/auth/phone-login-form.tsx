import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { DEFAULT_DIAL_CODE, PASSWORD_MIN, PhoneLoginFormSchema } from '@souqna/contracts';
import { PasswordField } from '../../ui/password-field.tsx';
import { PhoneField } from '../../ui/phone-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useValidatedSubmit } from '../../lib/use-validated-submit.ts';

/** Phone sign-in (the default variant): dial code + number + password. */
export function PhoneLoginForm({ redirectTo, failedAt }: { redirectTo: string; failedAt?: number }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const busy = useNavigation().state === 'submitting';
  const form = useForm({
    resolver: zodResolver(PhoneLoginFormSchema),
    mode: 'onChange',
    defaultValues: { dialCode: DEFAULT_DIAL_CODE, phone: '', password: '' },
  });
  const { errors } = form.formState;
  // Spec §8: a failed sign-in clears the password field.
  useEffect(() => {
    if (failedAt) form.resetField('password');
  }, [failedAt, form]);
  return (
    <Form method="post" noValidate onSubmit={useValidatedSubmit(form)} className="flex flex-col gap-4">
      <input type="hidden" name="variant" value="phone" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <PhoneField
        label={t('fields.phoneNumber')}
        dialProps={form.register('dialCode')}
        inputProps={form.register('phone')}
        error={errors.phone?.message ?? errors.dialCode?.message}
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
