import { Tabs } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/use-locale.ts';
import { EmailLoginForm } from './email-login-form.tsx';
import { PhoneLoginForm } from './phone-login-form.tsx';

type Props = { redirectTo: string; failedAt?: number; initial?: 'phone' | 'email' };

/** docs/product/accounts-and-sign-in.md#sign-in: two sign-in variants, phone first. */
export function LoginPanel({ redirectTo, failedAt, initial = 'phone' }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Tabs.Root defaultValue={initial} dir={locale === 'ar' ? 'rtl' : 'ltr'} className="flex flex-col gap-4">
      <Tabs.List
        aria-label={t('auth.loginWith')}
        className="grid grid-cols-2 rounded-xl border border-line p-1"
      >
        {(['phone', 'email'] as const).map((v) => (
          <Tabs.Trigger
            key={v}
            value={v}
            className="min-h-10 rounded-lg font-semibold data-[state=active]:bg-primary data-[state=active]:text-on-primary"
          >
            {t(v === 'phone' ? 'auth.withPhone' : 'auth.withEmail')}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="phone">
        <PhoneLoginForm redirectTo={redirectTo} failedAt={failedAt} />
      </Tabs.Content>
      <Tabs.Content value="email">
        <EmailLoginForm redirectTo={redirectTo} failedAt={failedAt} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
