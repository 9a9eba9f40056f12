import type { i18n } from 'i18next';
import type { Locale } from '@souqna/contracts';
import { localeFromPath } from '../lib/locale.ts';
import { createI18n } from './index.ts';

// meta() runs outside React; one read-only instance per language is safe to share.
const instances = new Map<Locale, i18n>();
export function translator(locale: Locale) {
  let instance = instances.get(locale);
  if (!instance) instances.set(locale, (instance = createI18n(locale)));
  return instance.t;
}

/** A localized <title> and description for a page (item 10 of the issue). */
export function pageMeta(location: { pathname: string }, key: string) {
  const t = translator(localeFromPath(location.pathname));
  return [
    { title: `${t(`meta.${key}.title`)} | ${t('app.name')}` },
    { name: 'description', content: t(`meta.${key}.description`) },
  ];
}
