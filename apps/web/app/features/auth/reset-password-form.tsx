import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { PASSWORD_MAX, PASSWORD_MIN, ResetPasswordFormSchema } from '@souqna/contracts';
import { PasswordField } from '../../ui/password-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useValidatedSubmit } from '../../lib/use-validated-submit.ts';

/** Recovery step 3: new password twice, each with show/hide; the token rides in hidden fields. */
export function ResetPasswordForm({ token, userId }: { token: string; userId: string }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const form = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;
  const bounds = { min: PASSWORD_MIN, max: PASSWORD_MAX };
  return (
    <Form method="post" noValidate onSubmit={useValidatedSubmit(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="userId" value={userId} />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        bounds={bounds}
        hint={t('auth.passwordHint')}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        bounds={bounds}
        error={errors.passwordConfirmation?.message}
        {...form.register('passwordConfirmation')}
      />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy && <Spinner />}
        {t('auth.resetPassword')}
      </button>
    </Form>
  );
}
