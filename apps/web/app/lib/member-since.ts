import type { Locale } from '@souqna/contracts';
import { wallClock, type UtcOffset } from './dates.ts';

// Month and year of the Gregorian calendar in both languages (ar-SA alone would give Hijri months)
// with Latin digits. The formatters read UTC fields of a moment moved to the reader's clock
// (lib/dates.ts, decision 0042), so the server render and the browser agree.
const FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  ar: new Intl.DateTimeFormat('ar-u-ca-gregory-nu-latn', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** "April 2023" / "أبريل 2023": when a seller joined (docs/decisions/0041-ad-page-facts.md#seller-box), at `offset` minutes east of UTC. */
export function monthYear(iso: string, locale: Locale, offset: UtcOffset): string {
  return FORMATS[locale].format(wallClock(iso, offset));
}
