import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneLoginFormSchema } from '@souqna/contracts';
import { PhoneField } from '../../ui/phone-field.tsx';
import { useValidatedSubmit } from '../../lib/use-validated-submit.ts';
import { useVisitorCountry } from '../../lib/use-visitor-country.ts';
import { LoginFormShell } from './login-form-shell.tsx';

/** Phone sign-in (the default variant): dial code + number + password. */
export function PhoneLoginForm({ redirectTo, failedAt }: { redirectTo: string; failedAt?: number }) {
  const { t } = useTranslation();
  const { dialCode } = useVisitorCountry();
  const form = useForm({
    resolver: zodResolver(PhoneLoginFormSchema),
    mode: 'onChange',
    defaultValues: { dialCode, phone: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <LoginFormShell
      variant="phone"
      redirectTo={redirectTo}
      failedAt={failedAt}
      form={form}
      onSubmit={useValidatedSubmit(form)}
    >
      <PhoneField
        label={t('fields.phoneNumber')}
        dialProps={{ ...form.register('dialCode'), defaultValue: dialCode }}
        inputProps={form.register('phone')}
        error={errors.phone?.message ?? errors.dialCode?.message}
      />
    </LoginFormShell>
  );
}
