// The messages of each language, parsed once per process (server) or per page load (browser).
// The browser downloads only the current language: a content-hashed JSON asset, cached for good,
// fetched before hydration (entry.client.tsx) and when the reader switches language (root.tsx).
import type { Locale } from '@souqna/contracts';
import { createTranslator, type Translate } from './translate.ts';
import arUrl from './ar.json?url';
import enUrl from './en.json?url';

export const MESSAGES_URL: Record<Locale, string> = { ar: arUrl, en: enUrl };

const loaded = new Map<Locale, Translate>();
const pending = new Map<Locale, Promise<Translate>>();

export function addMessages(locale: Locale, tree: Parameters<typeof createTranslator>[1]): Translate {
  const t = createTranslator(locale, tree);
  loaded.set(locale, t);
  return t;
}

/** The language's translator when its messages are in memory. */
export function loadedTranslator(locale: Locale): Translate | undefined {
  return loaded.get(locale);
}

/** The language's translator; outside React (meta functions), where the messages are already loaded. */
export function translator(locale: Locale): Translate {
  const t = loaded.get(locale);
  if (!t) throw new Error(`The ${locale} messages are not loaded`);
  return t;
}

/** Fetches the language's messages once; a failed download is tried again on the next call. */
export function loadTranslator(locale: Locale): Promise<Translate> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(locale);
  if (!promise) {
    promise = fetch(MESSAGES_URL[locale])
      .then((res) => {
        if (!res.ok) throw new Error(`${MESSAGES_URL[locale]}: ${res.status}`);
        return res.json() as Promise<Parameters<typeof createTranslator>[1]>;
      })
      .then((tree) => addMessages(locale, tree))
      .finally(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise;
}
