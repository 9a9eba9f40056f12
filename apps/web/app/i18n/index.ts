// Both languages, bundled: for the server (imported by entry.server.tsx) and the unit tests.
// The browser never imports this file; it fetches one language through catalog.ts.
import type { Locale } from '@souqna/contracts';
import { addMessages, loadedTranslator } from './catalog.ts';
import ar from './ar.json';
import en from './en.json';

const trees = { ar, en } as const;
for (const locale of ['ar', 'en'] as const) addMessages(locale, trees[locale]);

/** The shared, read-only translator of a language (messages are parsed once per process). */
export function createI18n(locale: Locale) {
  return { t: loadedTranslator(locale)!, language: locale };
}
