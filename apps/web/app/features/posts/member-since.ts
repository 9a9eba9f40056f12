import type { Locale } from '@souqna/contracts';

// Month and year of the Gregorian calendar in both languages (ar-SA alone would give Hijri months)
// with Latin digits, read in UTC so the server render and the browser agree.
const FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  ar: new Intl.DateTimeFormat('ar-u-ca-gregory-nu-latn', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** "April 2023" / "أبريل 2023": when a seller joined (docs/decisions/0041-ad-page-facts.md#seller-box). */
export function monthYear(iso: string, locale: Locale): string {
  return FORMATS[locale].format(new Date(iso));
}
