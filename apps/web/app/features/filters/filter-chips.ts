// The active filters of a listing's address as chips, each with the address without it
// (docs/product/listings-and-search.md#filter-chips). Pure, so each rule is tested.
import type { Country, Locale } from '@souqna/contracts';
import type { CarMake } from '@souqna/contracts/catalog';
import { ATTRIBUTE_KEYS, ATTRIBUTES, type AttributeKey, type ChoiceKey } from '@souqna/contracts/attributes';
import { choiceValues, rangeEnds } from './detail-filter.ts';
import { findPlace } from '../../lib/place.ts';
import { priceBounds } from './filter-state.ts';

export type Chip = {
  key: string;
  kind: 'price' | 'date' | 'place' | 'detail' | 'car';
  /** A detail's name (kind detail). */
  detail?: AttributeKey;
  min?: string;
  max?: string;
  label?: string;
  href: string;
};

/** Dropping a place drops the places inside it; dropping a price drops its currency and no-JS ends. */
const DROPS: Record<string, string[]> = {
  ...Object.fromEntries(ATTRIBUTE_KEYS.map((k) => [k, [k, `${k}Min`, `${k}Max`]])),
  price: ['priceRange', 'currncy', 'priceMin', 'priceMax'],
  date: ['dateFrom', 'dateTo'],
  country: ['country', 'state', 'city'],
  state: ['state', 'city'],
  city: ['city'],
  carMake: ['carMake', 'carModel'],
  carModel: ['carModel'],
};

/** `name`: a choice's name in the language (the category page's, lib/details.ts); the value itself without one. */
export function filterChips(
  pathname: string,
  search: string,
  countries: Country[],
  locale: Locale,
  name: (key: ChoiceKey, value: string, locale: Locale) => string = (_k, v) => v,
  makes: CarMake[] = [],
): Chip[] {
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
  const make = makes.find((m) => m.slug === params.get('carMake'));
  const model = make?.models.find((m) => m.slug === params.get('carModel'));
  for (const [key, named] of [
    ['carMake', make],
    ['carModel', model],
  ] as const) {
    const slug = params.get(key);
    if (slug) chips.push({ key, kind: 'car', label: named?.[locale] ?? slug, href: without(key) });
  }
  for (const k of ATTRIBUTE_KEYS) {
    const value = params.get(k);
    if (!value) continue;
    if (ATTRIBUTES[k].kind === 'range') {
      const [lo, hi] = rangeEnds(value);
      if (lo || hi) chips.push({ key: k, kind: 'detail', detail: k, min: lo, max: hi, href: without(k) });
    } else {
      const names = choiceValues(value).map((v) => name(k as ChoiceKey, v, locale));
      chips.push({
        key: k,
        kind: 'detail',
        detail: k,
        label: names.join(ar ? '، ' : ', '),
        href: without(k),
      });
    }
  }
  return chips;
}
