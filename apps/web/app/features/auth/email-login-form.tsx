import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EmailLoginFormSchema } from '@souqna/contracts';
import { EmailField } from '../../ui/account-fields.tsx';
import { useValidatedSubmit } from '../../lib/use-validated-submit.ts';
import { LoginFormShell } from './login-form-shell.tsx';

/** Email sign-in: email + password. */
export function EmailLoginForm({ redirectTo, failedAt }: { redirectTo: string; failedAt?: number }) {
  const form = useForm({
    resolver: zodResolver(EmailLoginFormSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  return (
    <LoginFormShell
      variant="email"
      redirectTo={redirectTo}
      failedAt={failedAt}
      form={form}
      onSubmit={useValidatedSubmit(form)}
    >
      <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
    </LoginFormShell>
  );
}
