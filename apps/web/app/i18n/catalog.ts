// The messages of each language, in memory once per process (server) or per page load (browser).
// The browser downloads only the current language: a content-hashed JSON asset, cached for good,
// fetched before hydration (entry.client.tsx) and when the reader switches language (root.tsx).
import type { i18n } from 'i18next';
import type { Locale } from '@souqna/contracts';
import { createI18n, type Messages } from './instance.ts';
import arUrl from './ar.json?url';
import enUrl from './en.json?url';

export const MESSAGES_URL: Record<Locale, string> = { ar: arUrl, en: enUrl };

const loaded = new Map<Locale, Messages>();
const pending = new Map<Locale, Promise<Messages>>();
const shared = new Map<Locale, i18n>();

export function addMessages(locale: Locale, messages: Messages): Messages {
  loaded.set(locale, messages);
  shared.delete(locale);
  return messages;
}

/** The language's messages when they are in memory. */
export function loadedMessages(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/** Fetches the language's messages once; a failed download is tried again on the next call. */
export function loadMessages(locale: Locale): Promise<Messages> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(locale);
  if (!promise) {
    promise = fetch(MESSAGES_URL[locale])
      .then((res) => {
        if (!res.ok) throw new Error(`${MESSAGES_URL[locale]}: ${res.status}`);
        return res.json() as Promise<Messages>;
      })
      .then((messages) => addMessages(locale, messages))
      .finally(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise;
}

/**
 * The language's long-lived instance, once its messages are in memory: for meta functions (outside
 * React) and, in the browser, the page. Nothing changes its language: another language is another
 * instance, so a page being left keeps its words while the next one's messages download.
 */
export function sharedI18n(locale: Locale): i18n {
  let instance = shared.get(locale);
  if (!instance) {
    const messages = loaded.get(locale);
    if (!messages) throw new Error(`The ${locale} messages are not loaded`);
    shared.set(locale, (instance = createI18n(locale, messages)));
  }
  return instance;
}

/** The language's t(), outside React (meta functions), where the messages are already loaded. */
export function translator(locale: Locale): i18n['t'] {
  return sharedI18n(locale).t;
}
