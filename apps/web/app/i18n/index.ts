// Both languages, bundled: for the server (imported by entry.server.tsx) and the unit tests.
// The browser never imports this file; it fetches one language through catalog.ts.
import type { i18n } from 'i18next';
import type { Locale } from '@souqna/contracts';
import { addMessages, loadedMessages } from './catalog.ts';
import { createI18n as createInstance } from './instance.ts';
import ar from './ar.json';
import en from './en.json';

const trees = { ar, en } as const;
for (const locale of ['ar', 'en'] as const) addMessages(locale, trees[locale]);

/** A new i18next instance of the language (its messages are parsed once per process, shared). */
export function createI18n(locale: Locale): i18n {
  return createInstance(locale, loadedMessages(locale)!);
}
