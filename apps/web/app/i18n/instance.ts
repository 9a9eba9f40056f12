// i18next, set up for the message files: nested JSON, {name} placeholders (single braces, as the
// browser tests read them), plurals as i18next suffixed keys chosen by Intl.PluralRules
// (Arabic: zero, one, two, few, many, other; English: one, other; i18next tries key_zero first for a
// count of 0 in any language), and {count, number} for the count formatted for the language.
import i18next, { type i18n } from 'i18next';
import type { Locale } from '@souqna/contracts';

export type Messages = { [key: string]: string | Messages };

// i18next's built-in number format builds (and caches) an Intl.NumberFormat per language and per
// set of t() options, i.e. per distinct count; the messages never pass number options, so one
// formatter per language is shared by every instance.
const numberFormats = new Map<string, Intl.NumberFormat>();
function formatNumber(value: unknown, lng: string | undefined): string {
  const language = lng ?? 'ar';
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return typeof value === 'number' ? format.format(value) : String(value);
}

/**
 * An initialized i18next instance for one language, holding only that language's messages
 * (shared, never copied). Synchronous: the messages are already in memory.
 */
export function createI18n(locale: Locale, messages: Messages): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: { translation: messages } },
    fallbackLng: false,
    initAsync: false,
    // Keys are dotted paths; a ':' is never a namespace.
    nsSeparator: false,
    // React escapes; messages are text.
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  });
  instance.services.formatter?.add('number', formatNumber);
  return instance;
}
