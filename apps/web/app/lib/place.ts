import type { Country, Locale } from '@souqna/contracts';

export type FlagCode = 'SA' | 'AE';
type Placed = {
  country?: string;
  en_country: string;
  ar_country: string;
  en_state: string;
  ar_state: string;
  en_city: string | null;
  ar_city: string | null;
};

const SAUDI = ['saudi arabia', 'السعودية', 'المملكة العربية السعودية'];

/** docs/product/listings-and-search.md#post-card: the Saudi flag for Saudi Arabia (either language), the UAE flag otherwise. */
export function flagOf(post: Pick<Placed, 'en_country' | 'ar_country' | 'country'>): FlagCode {
  const names = [post.en_country, post.ar_country, post.country ?? ''].map((n) => n.trim().toLowerCase());
  return names.some((n) => SAUDI.includes(n)) ? 'SA' : 'AE';
}

/** The city in the reader's language, the state when the ad has no city. */
export function localityOf(post: Placed, locale: Locale): string {
  const city = locale === 'en' ? post.en_city : post.ar_city;
  if (city) return city;
  return locale === 'en' ? post.en_state : post.ar_state;
}

/** The picked country and state (by their English names) among the reference data, if any. */
export function findPlace(
  countries: Country[],
  countryName: string | undefined,
  stateName: string | undefined,
) {
  const country = countries.find((c) => c.en_name === countryName);
  const region = country?.states.find((s) => s.en_state === stateName);
  return { country, region };
}
