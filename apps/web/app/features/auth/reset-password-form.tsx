import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { ResetPasswordFormSchema } from '@souqna/contracts';
import { NewPasswordFields } from '../../ui/new-password-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
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
  return (
    <Form method="post" noValidate onSubmit={useValidatedSubmit(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="userId" value={userId} />
      <NewPasswordFields form={form} />
      <SubmitButton busy={busy}>{t('auth.resetPassword')}</SubmitButton>
    </Form>
  );
}
