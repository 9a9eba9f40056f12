import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '@souqna/contracts';
import type { Translate } from './translate.ts';

type I18nValue = { t: Translate; i18n: { language: Locale } };

const I18nContext = createContext<I18nValue | null>(null);

/** The page's language and its translator, provided once by the root layout. */
export function I18nProvider({ locale, t, children }: { locale: Locale; t: Translate; children: ReactNode }) {
  const value = useMemo(() => ({ t, i18n: { language: locale } }), [locale, t]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Same shape as react-i18next's hook (`const { t } = useTranslation()`), without its per-call cost. */
export function useTranslation(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useTranslation outside <I18nProvider>');
  return value;
}
