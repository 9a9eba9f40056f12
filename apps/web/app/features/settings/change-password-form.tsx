import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation, useSubmit } from 'react-router';
import { ChangePasswordSchema, PASSWORD_MAX, PASSWORD_MIN } from '@souqna/contracts';
import { PasswordField } from '../../ui/password-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** Change password: PATCH /api/users/resetPassword/{id}; the form empties after success. */
export function ChangePasswordForm({ doneAt }: { doneAt?: number }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'password';
  const form = useForm({
    resolver: zodResolver(ChangePasswordSchema),
    mode: 'onChange',
    defaultValues: { oldPassword: '', password: '', passwordConfirmation: '' },
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (doneAt) form.reset();
  }, [doneAt, form]);
  const bounds = { min: PASSWORD_MIN, max: PASSWORD_MAX };
  return (
    <Form
      method="post"
      noValidate
      className="card flex flex-col gap-4"
      aria-labelledby="password-form-title"
      onSubmit={(event) => {
        const element = event.currentTarget;
        void form.handleSubmit(() => submit(element, { method: 'post', preventScrollReset: true }))(event);
      }}
    >
      <input type="hidden" name="intent" value="password" />
      <h2 id="password-form-title" className="text-lg font-bold">
        {t('settings.passwordTitle')}
      </h2>
      <PasswordField
        label={t('fields.oldPassword')}
        autoComplete="current-password"
        bounds={{ min: PASSWORD_MIN }}
        error={errors.oldPassword?.message}
        {...form.register('oldPassword')}
      />
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
      <button type="submit" className="btn btn-primary self-start" disabled={busy}>
        {busy && <Spinner />}
        {t('settings.changePassword')}
      </button>
    </Form>
  );
}
