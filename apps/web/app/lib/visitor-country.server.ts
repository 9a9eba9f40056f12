import {
  COUNTRY_COOKIE,
  UTC_OFFSET_COOKIE,
  resolveVisitorCountry,
  type Country,
  type CountryCode,
  type VisitorCountry,
} from '@souqna/contracts';
import type { apiFor } from './api.server.ts';
import { readCookie } from './cookies.ts';
import { cachedCountries } from './reference-data.server.ts';

/**
 * The country a name in the address means, as the API reads it: the code or the English name in
 * any case, or the Arabic name as written.
 */
export function countryNamed(name: string, countries: Country[]): CountryCode | null {
  const lower = name.trim().toLowerCase();
  const found = countries.find(
    (c) => c.code.toLowerCase() === lower || c.en_name.toLowerCase() === lower || c.ar_name === name.trim(),
  );
  return found?.code === 'SA' || found?.code === 'AE' ? found.code : null;
}

/**
 * The visitor's country for this request (docs/decisions/0048-visitor-country.md): the switcher's
 * cookie, the listing address's `country`, the `utc_offset` cookie, the Accept-Language region.
 * The reference data is read only when the address names a country (kept per process).
 */
export async function visitorCountry(
  request: Request,
  api: ReturnType<typeof apiFor>,
): Promise<VisitorCountry> {
  const named = new URL(request.url).searchParams.get('country');
  const address = named ? countryNamed(named, await cachedCountries(api).catch(() => [])) : null;
  return resolveVisitorCountry({
    saved: readCookie(request, COUNTRY_COOKIE),
    address,
    utcOffset: readCookie(request, UTC_OFFSET_COOKIE),
    acceptLanguage: request.headers.get('accept-language'),
  });
}
