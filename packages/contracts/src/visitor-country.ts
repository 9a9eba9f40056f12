// The visitor's country (docs/decisions/0048-visitor-country.md): which of our two countries a
// visitor most likely buys and sells in, from what the request says, so forms open on their dial
// code and currency. One pure function, used by the web app's pages and by the guest page cache's
// key (a kept page is only served to visitors whose signals resolve to the same country).
import { COUNTRIES, DEFAULT_CURRENCY, DEFAULT_DIAL_CODE, type Currency, type DialCode } from './limits.ts';
import { parseUtcOffset } from './time-zone.ts';

export type CountryCode = keyof typeof COUNTRIES;
export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];

/** The saved choice of the country switcher: a country, or every country (the listing's scope). */
export const COUNTRY_COOKIE = 'country';
export const COUNTRY_SCOPES = ['all', 'SA', 'AE'] as const;
export type CountryScope = (typeof COUNTRY_SCOPES)[number];

/** Which signal decided, strongest first; `none`: no signal, the spec's defaults (971, AED). */
export type CountrySignal = 'saved' | 'address' | 'timeZone' | 'language' | 'none';

export type VisitorSignals = {
  /** The switcher's cookie, as sent. */
  saved?: string | null;
  /** The country the address names (the listing's `country` filter), as a code. */
  address?: string | null;
  /** The `utc_offset` cookie, as sent (docs/decisions/0042-reader-time-zone.md). */
  utcOffset?: string | null;
  /** The Accept-Language header. */
  acceptLanguage?: string | null;
};

export type VisitorCountry = {
  country: CountryCode | null;
  signal: CountrySignal;
  /** The saved listing scope: `all` unless the visitor picked a country in the switcher. */
  scope: CountryScope;
};

export function isCountryCode(value: unknown): value is CountryCode {
  return value === 'SA' || value === 'AE';
}

/** The switcher's cookie value, or null when it holds none of its choices. */
export function parseCountryScope(value: string | null | undefined): CountryScope | null {
  return COUNTRY_SCOPES.find((scope) => scope === value) ?? null;
}

/** Riyadh's UTC+3 is Saudi Arabia, the UAE's UTC+4 is the UAE; any other offset says nothing. */
export function countryOfOffset(value: string | null | undefined): CountryCode | null {
  const minutes = parseUtcOffset(value);
  return minutes === 180 ? 'SA' : minutes === 240 ? 'AE' : null;
}

/**
 * The first of the visitor's languages, in their order of preference (q), whose region is one of
 * ours: `ar-SA`, `en-SA` → SA; `ar-AE`, `en-AE` → AE. A language without a region (`ar`) says nothing.
 */
export function countryOfLanguages(header: string | null | undefined): CountryCode | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    // The region is the two-letter subtag after the language (and any script): ar-SA, zh-Hant-AE.
    const region = tag
      .split('-')
      .slice(1)
      .find((sub) => /^[a-z]{2}$/i.test(sub))
      ?.toUpperCase();
    if (isCountryCode(region)) return region;
  }
  return null;
}

/**
 * The visitor's country and the signal that gave it, strongest first: the switcher's saved
 * choice, the address, the browser's time zone, the language's region. Without any, none: the
 * spec's defaults stay (971, AED), and no listing is ever narrowed by a guess.
 */
export function resolveVisitorCountry(signals: VisitorSignals): VisitorCountry {
  const scope = parseCountryScope(signals.saved) ?? 'all';
  const found: [CountrySignal, CountryCode | null][] = [
    ['saved', scope === 'all' ? null : scope],
    ['address', isCountryCode(signals.address) ? signals.address : null],
    ['timeZone', countryOfOffset(signals.utcOffset)],
    ['language', countryOfLanguages(signals.acceptLanguage)],
  ];
  for (const [signal, country] of found) if (country) return { country, signal, scope };
  return { country: null, signal: 'none', scope };
}

/** The dial code and currency forms open on: the country's, else the spec's (971, AED). */
export function countryDefaults(country: CountryCode | null): { dialCode: DialCode; currency: Currency } {
  return country ? COUNTRIES[country] : { dialCode: DEFAULT_DIAL_CODE, currency: DEFAULT_CURRENCY };
}
