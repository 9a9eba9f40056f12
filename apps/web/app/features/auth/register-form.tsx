import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigation } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN, RegisterFormSchema } from '@souqna/contracts';
import type { z } from 'zod';
import { EmailField, FullnameField } from '../../ui/account-fields.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { PhoneField } from '../../ui/phone-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useFieldMessage } from '../../ui/field-message.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { useVisitorCountry } from '../../lib/use-visitor-country.ts';

export type RegisterValues = z.output<typeof RegisterFormSchema>;
type Props = { initial: RegisterValues | null; onValid: (values: RegisterValues) => void };

/** Registration step 1 (docs/product/accounts-and-sign-in.md#registration), validated as the user types. */
export function RegisterForm({ initial, onValid }: Props) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const busy = useNavigation().state === 'submitting';
  // The visitor's country's code, else the spec's 971 (docs/decisions/0048-visitor-country.md).
  const { dialCode } = useVisitorCountry();
  const form = useForm({
    resolver: zodResolver(RegisterFormSchema),
    mode: 'onChange',
    defaultValues: initial ?? {
      fullname: '',
      email: '',
      dialCode,
      phone: '',
      password: '',
      terms: false as unknown as true,
    },
  });
  const { errors } = form.formState;
  const termsError = useFieldMessage(errors.terms?.message, t('fields.terms'));
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-4">
      <FullnameField error={errors.fullname?.message} {...form.register('fullname')} />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PhoneField
        label={t('fields.phoneNumber')}
        dialProps={{ ...form.register('dialCode'), defaultValue: initial?.dialCode ?? dialCode }}
        inputProps={form.register('phone')}
        error={errors.phone?.message}
      />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        bounds={{ min: PASSWORD_MIN, max: PASSWORD_MAX }}
        hint={t('auth.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div>
        <label className="flex min-h-6 items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-5 accent-primary"
            aria-invalid={termsError ? true : undefined}
            {...form.register('terms')}
          />
          <span>
            {t('auth.acceptTerms')}{' '}
            <Link to={lp('/policies/terms')} className="link">
              {t('auth.termsLink')}
            </Link>{' '}
            {t('common.and')}{' '}
            <Link to={lp('/policies/privacy')} className="link">
              {t('auth.privacyLink')}
            </Link>
          </span>
        </label>
        {termsError && <p className="field-error">{termsError}</p>}
      </div>
      <SubmitButton busy={busy}>{t('auth.createAccount')}</SubmitButton>
      <p className="text-center">
        {t('auth.haveAccount')}{' '}
        <Link to={lp('/auth/login')} className="link">
          {t('auth.login')}
        </Link>
      </p>
    </form>
  );
}
