import i18next, { type i18n } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@souqna/contracts';
import ar from './ar.json';
import en from './en.json';

export const resources = { ar: { translation: ar }, en: { translation: en } } as const;

/** One instance per render: the server never shares language state between requests. */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(ICU)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: 'ar',
      resources,
      initAsync: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}
