import { useCallback } from 'react';
import { useLocation } from 'react-router';
import type { Locale } from '@souqna/contracts';
import { localeFromPath, localePath } from './locale.ts';

/** The locale of the current URL (Arabic at /, English under /en). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Builds links that keep the locale prefix: lp('/chats') → '/en/chats' on English pages. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(path, locale), [locale]);
}
