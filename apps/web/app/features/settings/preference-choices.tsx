import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { LOCALES } from '@souqna/contracts';
import { paths } from '../../lib/paths.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useRootData } from '../../lib/use-viewer.ts';

type Choice = { value: string; label: string; lang?: string };

/**
 * The preferences page's language and theme (docs/product/screens-and-routes.md#settings-pages):
 * every option in sight, the current one pressed, unlike the header's icons, which only say what a
 * click would switch to. A plain form to the same resource routes as the header's, so it works
 * without JavaScript and comes back to this page.
 */
function ChoiceGroup({
  label,
  name,
  action,
  current,
  choices,
}: {
  label: string;
  name: string;
  action: string;
  current: string;
  choices: Choice[];
}) {
  const location = useLocation();
  return (
    <Form method="post" action={action} className="flex min-h-11 items-center justify-between gap-3">
      <span id={`pref-${name}`} className="font-semibold">
        {label}
      </span>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <div role="group" aria-labelledby={`pref-${name}`} className="flex rounded-lg border border-line p-1">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="submit"
            name={name}
            value={choice.value}
            lang={choice.lang}
            aria-pressed={choice.value === current}
            className={`btn min-h-9 px-3 ${choice.value === current ? 'btn-primary' : 'btn-ghost'}`}
          >
            {choice.label}
          </button>
        ))}
      </div>
    </Form>
  );
}

export function PreferenceChoices() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { theme } = useRootData();
  return (
    <div className="card flex flex-col gap-3">
      <ChoiceGroup
        label={t('settings.language')}
        name="locale"
        action={paths.setLocale}
        current={locale}
        choices={LOCALES.map((l) => ({ value: l, label: t(`header.languages.${l}`), lang: l }))}
      />
      <ChoiceGroup
        label={t('settings.theme')}
        name="theme"
        action={paths.setTheme}
        current={theme}
        choices={(['light', 'dark'] as const).map((v) => ({ value: v, label: t(`settings.themes.${v}`) }))}
      />
    </div>
  );
}
