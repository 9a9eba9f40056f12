import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation, useSubmit } from 'react-router';
import { ChangePasswordSchema, PASSWORD_MIN } from '@souqna/contracts';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';

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
      <NewPasswordFields form={form} />
      <SubmitButton busy={busy} className="self-start">
        {t('settings.changePassword')}
      </SubmitButton>
    </Form>
  );
}
