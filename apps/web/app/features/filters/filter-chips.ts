// The active filters of a listing's address as chips, each with the address without it
// (docs/product/listings-and-search.md#filter-chips). Pure, so each rule is tested.
import type { Country, Locale } from '@souqna/contracts';
import { findPlace } from '../../lib/place.ts';
import { priceBounds } from './filter-state.ts';

export type Chip = {
  key: string;
  kind: 'price' | 'date' | 'place';
  min?: string;
  max?: string;
  label?: string;
  href: string;
};

/** Dropping a place drops the places inside it; dropping a price drops its currency and no-JS ends. */
const DROPS: Record<string, string[]> = {
  price: ['priceRange', 'currncy', 'priceMin', 'priceMax'],
  date: ['dateFrom', 'dateTo'],
  country: ['country', 'state', 'city'],
  state: ['state', 'city'],
  city: ['city'],
};

export function filterChips(pathname: string, search: string, countries: Country[], locale: Locale): Chip[] {
  const params = new URLSearchParams(search);
  const without = (key: string) => {
    const next = new URLSearchParams([...params].filter(([k]) => k !== 'cursor' && !DROPS[key]!.includes(k)));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const chips: Chip[] = [];
  const [min, max] = priceBounds(params);
  if (min || max) {
    const currency = params.get('currncy') ?? '';
    chips.push({ key: 'price', kind: 'price', min, max, label: currency, href: without('price') });
  }
  const [from, to] = [params.get('dateFrom') ?? '', params.get('dateTo') ?? ''];
  if (from || to) chips.push({ key: 'date', kind: 'date', min: from, max: to, href: without('date') });
  const { country, region } = findPlace(countries, params.get('country') ?? '', params.get('state') ?? '');
  const ar = locale === 'ar';
  const place = (key: string, label: string | undefined) => {
    if (params.get(key))
      chips.push({ key, kind: 'place', label: label || params.get(key)!, href: without(key) });
  };
  place('country', country && (ar ? country.ar_name : country.en_name));
  place('state', region && (ar ? region.ar_state : region.en_state));
  const city = params.get('city');
  const cityIndex = region?.en_cities.indexOf(city ?? '') ?? -1;
  place('city', cityIndex >= 0 ? (ar ? region!.ar_cities[cityIndex] : city!) : undefined);
  return chips;
}
