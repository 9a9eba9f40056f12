import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useSubmit } from 'react-router';
import { LOCALES, type Locale } from '@souqna/contracts';
import type { TriggerLook } from '../../ui/light-trigger.tsx';
import { paths } from '../../lib/paths.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { menuContent, menuItem } from './menu-styles.ts';

/** The radix language menu; it replaces the light trigger open, as the first click asked. */
export default function LanguageMenuPopup({ look }: { look: TriggerLook }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const submit = useSubmit();
  const choose = (to: Locale) => {
    if (to === locale) return;
    void submit(
      { locale: to, redirectTo: location.pathname + location.search },
      { method: 'post', action: paths.setLocale },
    );
  };
  return (
    <DropdownMenu.Root dir={locale === 'ar' ? 'rtl' : 'ltr'} modal={false} defaultOpen>
      <DropdownMenu.Trigger {...look} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuContent} align="end" sideOffset={6}>
          <DropdownMenu.RadioGroup value={locale} onValueChange={(v) => choose(v as Locale)}>
            {LOCALES.map((l) => (
              <DropdownMenu.RadioItem key={l} value={l} lang={l} className={menuItem}>
                {t(`header.languages.${l}`)}
                <DropdownMenu.ItemIndicator className="ms-auto">✓</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
