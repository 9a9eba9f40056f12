// The app's react-i18next: the provider and useTranslation() over the lite i18next (./i18next.ts),
// resolved in place of the package by the build, browser and server render alike (vite.config.ts).
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { LiteI18n } from './i18next.ts';

const I18nContext = createContext<LiteI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export function useTranslation() {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation() outside I18nextProvider');
  return { t: i18n.t, i18n, ready: true };
}
