import { zodResolver } from '@hookform/resolvers/zod';
import { Tabs } from 'radix-ui';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { ForgotEmailFormSchema, ForgotPhoneFormSchema } from '@souqna/contracts';
import { PhoneField } from '../../ui/phone-field.tsx';
import { EmailField } from '../../ui/account-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useLocale } from '../../lib/use-locale.ts';
import { useValidatedSubmit } from '../../lib/use-validated-submit.ts';
import { useVisitorCountry } from '../../lib/use-visitor-country.ts';

function SendCodeButton() {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return <SubmitButton busy={busy}>{t('auth.sendCode')}</SubmitButton>;
}

function PhoneVariant() {
  const { t } = useTranslation();
  const { dialCode } = useVisitorCountry();
  const form = useForm({
    resolver: zodResolver(ForgotPhoneFormSchema),
    mode: 'onChange',
    defaultValues: { dialCode, phone: '' },
  });
  return (
    <Form method="post" noValidate onSubmit={useValidatedSubmit(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="forgot" />
      <PhoneField
        label={t('fields.phoneNumber')}
        dialProps={{ ...form.register('dialCode'), defaultValue: dialCode }}
        inputProps={form.register('phone')}
        error={form.formState.errors.phone?.message}
      />
      <SendCodeButton />
    </Form>
  );
}

function EmailVariant() {
  const form = useForm({
    resolver: zodResolver(ForgotEmailFormSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  return (
    <Form method="post" noValidate onSubmit={useValidatedSubmit(form)} className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="forgot" />
      <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
      <SendCodeButton />
    </Form>
  );
}

/** Recovery step 1 (docs/product/accounts-and-sign-in.md#password-recovery): phone or email. */
export function ForgotForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Tabs.Root defaultValue="phone" dir={locale === 'ar' ? 'rtl' : 'ltr'} className="flex flex-col gap-4">
      <Tabs.List
        aria-label={t('auth.recoverWith')}
        className="grid grid-cols-2 rounded-xl border border-line p-1"
      >
        <Tabs.Trigger
          value="phone"
          className="min-h-10 rounded-lg font-semibold data-[state=active]:bg-primary data-[state=active]:text-on-primary"
        >
          {t('auth.withPhone')}
        </Tabs.Trigger>
        <Tabs.Trigger
          value="email"
          className="min-h-10 rounded-lg font-semibold data-[state=active]:bg-primary data-[state=active]:text-on-primary"
        >
          {t('auth.withEmail')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="phone">
        <PhoneVariant />
      </Tabs.Content>
      <Tabs.Content value="email">
        <EmailVariant />
      </Tabs.Content>
    </Tabs.Root>
  );
}
