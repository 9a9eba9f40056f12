// docs/product/listings-and-search.md#filter-panel: the filter panel's state and every transition, pure so each rule is tested.
import { PRICE_SLIDER, DEFAULT_CURRENCY, type Currency } from '@souqna/contracts/limits';

export type FilterState = {
  allPrice: boolean;
  currency: Currency;
  range: [number, number];
  allDate: boolean;
  fromDate: string;
  toDate: string;
  /** English names, as the API filters by them. */
  country: string;
  state: string;
  city: string;
};

export type FilterAction =
  | { type: 'allPrice'; value: boolean }
  | { type: 'currency'; value: Currency }
  | { type: 'range'; value: [number, number] }
  | { type: 'allDate'; value: boolean }
  | { type: 'fromDate' | 'toDate'; value: string }
  | { type: 'country' | 'state' | 'city'; value: string }
  | { type: 'clear' };

const DEFAULT_RANGE: [number, number] = [PRICE_SLIDER.defaultFrom, PRICE_SLIDER.defaultTo];

export const EMPTY_FILTER: FilterState = {
  allPrice: true,
  currency: DEFAULT_CURRENCY,
  range: DEFAULT_RANGE,
  allDate: true,
  fromDate: '',
  toDate: '',
  country: '',
  state: '',
  city: '',
};

export function filterReducer(s: FilterState, a: FilterAction): FilterState {
  switch (a.type) {
    case 'allPrice':
      // Unchecking custom price goes back to all prices with the defaults for next time.
      return a.value
        ? { ...s, allPrice: true, currency: DEFAULT_CURRENCY, range: DEFAULT_RANGE }
        : { ...s, allPrice: false };
    case 'currency':
      return { ...s, currency: a.value };
    case 'range':
      return { ...s, range: a.value };
    case 'allDate':
      return a.value ? { ...s, allDate: true, fromDate: '', toDate: '' } : { ...s, allDate: false };
    case 'fromDate':
    case 'toDate':
      // Choosing a date unchecks "show all dates".
      return { ...s, [a.type]: a.value, allDate: a.value ? false : s.allDate };
    case 'country':
      return { ...s, country: a.value, state: '', city: '' };
    case 'state':
      return { ...s, state: a.value, city: '' };
    case 'city':
      // The first option, "all cities", has the empty value: it clears the city.
      return { ...s, city: a.value };
    case 'clear':
      return EMPTY_FILTER;
  }
}

/** 'Clear all' is enabled only when any of these is set (docs/product/listings-and-search.md#filter-panel). */
export function canClear(s: FilterState): boolean {
  return Boolean(s.country || s.state || s.city || s.fromDate || s.toDate || !s.allPrice);
}

/**
 * The two ends of the address's priceRange as written ('5000-' has no top); both empty when there
 * is no range. The form without JS shows them as typed, so an open end stays open.
 */
export function priceBounds(params: URLSearchParams): [string, string] {
  const range = /^(\d*)-(\d*)$/.exec(params.get('priceRange') ?? '');
  return range && (range[1] || range[2]) ? [range[1] ?? '', range[2] ?? ''] : ['', ''];
}

/** The panel opened on an address shows that address's filter; an open end sits at the slider's end. */
export function filterFromQuery(params: URLSearchParams): FilterState {
  const [min, max] = priceBounds(params);
  const custom = Boolean(min || max);
  const fromDate = params.get('dateFrom') ?? '';
  const toDate = params.get('dateTo') ?? '';
  return {
    allPrice: !custom,
    currency: params.get('currncy') === 'SAR' ? 'SAR' : DEFAULT_CURRENCY,
    range: custom
      ? [min ? Number(min) : PRICE_SLIDER.min, max ? Number(max) : PRICE_SLIDER.max]
      : DEFAULT_RANGE,
    allDate: !fromDate && !toDate,
    fromDate,
    toDate,
    country: params.get('country') ?? '',
    state: params.get('state') ?? '',
    city: params.get('city') ?? '',
  };
}

/**
 * The query keys the panel owns (keys of docs/product/listings-and-search.md#listing-call, plus the ends the form submits without JS,
 * which the listing loader folds into priceRange); the rest of the address is kept.
 */
export const FILTER_KEYS = [
  'currncy',
  'priceRange',
  'priceMin',
  'priceMax',
  'dateFrom',
  'dateTo',
  'country',
  'state',
  'city',
] as const;

export function filterToQuery(s: FilterState): [string, string][] {
  const out: [string, string][] = [];
  if (!s.allPrice) out.push(['currncy', s.currency], ['priceRange', `${s.range[0]}-${s.range[1]}`]);
  if (s.fromDate) out.push(['dateFrom', s.fromDate]);
  if (s.toDate) out.push(['dateTo', s.toDate]);
  if (s.country) out.push(['country', s.country]);
  if (s.state) out.push(['state', s.state]);
  if (s.city) out.push(['city', s.city]);
  return out;
}
