import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PASSWORD_MAX, PASSWORD_MIN } from '@souqna/contracts';
import { PasswordField } from './password-field.tsx';

type Message = { message?: string };

/** Any react-hook-form form with the contracts' password + passwordConfirmation pair. */
type NewPasswordForm = {
  register: (name: 'password' | 'passwordConfirmation') => UseFormRegisterReturn;
  formState: { errors: { password?: Message; passwordConfirmation?: Message } };
};

const BOUNDS = { min: PASSWORD_MIN, max: PASSWORD_MAX };

/** New password + its confirmation, as both recovery and settings ask for them (docs/product/accounts-and-sign-in.md#password-recovery). */
export function NewPasswordFields({ form }: { form: NewPasswordForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <>
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        bounds={BOUNDS}
        hint={t('auth.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        bounds={BOUNDS}
        error={errors.passwordConfirmation?.message}
        {...form.register('passwordConfirmation')}
      />
    </>
  );
}
