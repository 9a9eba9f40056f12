// docs/product/listings-and-search.md#filter-panel: the filter panel's state and every transition, pure so each rule is tested.
import { PRICE_SLIDER, DEFAULT_CURRENCY, type Currency } from '@souqna/contracts/limits';
import { parsePriceEnd } from './price-end.ts';
import { DETAIL_QUERY_KEYS, detailsFromQuery, type Details } from './detail-filter.ts';
import type { AttributeKey } from '@souqna/contracts/attributes';

/** A price range in whole units; a null top has no upper bound ("150,000+"). */
export type PriceRange = [number, number | null];

export type FilterState = {
  allPrice: boolean;
  currency: Currency;
  /** The reader picked the currency: it no longer follows the country. */
  currencyChosen: boolean;
  /** The currency of the picked country, null without one. */
  placeCurrency: Currency | null;
  /** The currency with no country picked: the visitor's country's, else AED (docs/decisions/0048-visitor-country.md). */
  baseCurrency: Currency;
  range: PriceRange;
  allDate: boolean;
  fromDate: string;
  toDate: string;
  /** English names, as the API filters by them. */
  country: string;
  state: string;
  city: string;
  /** The category's details as the address writes them (detail-filter.ts). */
  details: Details;
  /** Slugs of a car make and one of its models (the cars category, docs/decisions/0047). */
  carMake: string;
  carModel: string;
};

export type FilterAction =
  | { type: 'allPrice'; value: boolean }
  | { type: 'currency'; value: Currency }
  /** The slider: its top end means no upper bound. */
  | { type: 'range'; value: [number, number] }
  /** A typed end, as typed (any digits, grouping marks); empty is no bound. */
  | { type: 'priceMin' | 'priceMax'; value: string }
  | { type: 'allDate'; value: boolean }
  | { type: 'fromDate' | 'toDate'; value: string }
  /** currency: the picked country's (from the reference data). */
  | { type: 'country'; value: string; currency?: Currency | null }
  | { type: 'state' | 'city'; value: string }
  | { type: 'detail'; key: AttributeKey; value: string }
  /** A make clears the model: the model list is the make's. */
  | { type: 'carMake' | 'carModel'; value: string }
  | { type: 'clear' };

const DEFAULT_RANGE: PriceRange = [PRICE_SLIDER.defaultFrom, PRICE_SLIDER.defaultTo];

export const EMPTY_FILTER: FilterState = {
  allPrice: true,
  currency: DEFAULT_CURRENCY,
  currencyChosen: false,
  placeCurrency: null,
  baseCurrency: DEFAULT_CURRENCY,
  range: DEFAULT_RANGE,
  allDate: true,
  fromDate: '',
  toDate: '',
  country: '',
  state: '',
  city: '',
  details: {},
  carMake: '',
  carModel: '',
};

export function filterReducer(s: FilterState, a: FilterAction): FilterState {
  switch (a.type) {
    case 'allPrice':
      // Unchecking custom price goes back to all prices with the defaults for next time.
      return a.value
        ? {
            ...s,
            allPrice: true,
            currency: s.placeCurrency ?? s.baseCurrency,
            currencyChosen: false,
            range: DEFAULT_RANGE,
          }
        : { ...s, allPrice: false };
    case 'currency':
      return { ...s, currency: a.value, currencyChosen: true };
    case 'range': {
      // The slider shows typed ends beyond it pinned at its edges: a thumb left where it was keeps
      // the typed end; the top thumb at the end is no upper bound.
      const [from, to] = s.range;
      const [low, high] = a.value;
      const top = high >= PRICE_SLIDER.max ? (to !== null && to > PRICE_SLIDER.max ? to : null) : high;
      return { ...s, range: [low === sliderFrom(from) ? from : low, top] };
    }
    case 'priceMin':
      return { ...s, range: [parsePriceEnd(a.value) ?? PRICE_SLIDER.min, s.range[1]] };
    case 'priceMax':
      return { ...s, range: [s.range[0], parsePriceEnd(a.value)] };
    case 'allDate':
      return a.value ? { ...s, allDate: true, fromDate: '', toDate: '' } : { ...s, allDate: false };
    case 'fromDate':
    case 'toDate':
      // Choosing a date unchecks "show all dates".
      return { ...s, [a.type]: a.value, allDate: a.value ? false : s.allDate };
    case 'country': {
      // The currency follows the country until the reader picks one (issue: Riyadh in AED found nothing).
      const placeCurrency = a.currency ?? null;
      const currency = s.currencyChosen ? s.currency : (placeCurrency ?? s.baseCurrency);
      return { ...s, country: a.value, state: '', city: '', placeCurrency, currency };
    }
    case 'state':
      return { ...s, state: a.value, city: '' };
    case 'city':
      // The first option, "all cities", has the empty value: it clears the city.
      return { ...s, city: a.value };
    case 'detail':
      return { ...s, details: { ...s.details, [a.key]: a.value || undefined } };
    case 'carMake':
      return { ...s, carMake: a.value, carModel: '' };
    case 'carModel':
      return { ...s, carModel: a.value };
    case 'clear':
      return { ...EMPTY_FILTER, baseCurrency: s.baseCurrency, currency: s.baseCurrency };
  }
}

/** Where the slider shows a range's bottom: a typed end beyond it sits one step below its top. */
export function sliderFrom(from: number): number {
  return Math.min(from, PRICE_SLIDER.max - PRICE_SLIDER.step);
}

/** 'Clear all' is enabled only when any of these is set (docs/product/listings-and-search.md#filter-panel). */
export function canClear(s: FilterState): boolean {
  return Boolean(
    s.country ||
    s.state ||
    s.city ||
    s.fromDate ||
    s.toDate ||
    !s.allPrice ||
    s.carMake ||
    s.carModel ||
    Object.values(s.details).some(Boolean),
  );
}

/**
 * The two ends of the address's priceRange as written ('5000-' has no top); both empty when there
 * is no range. The form without JS shows them as typed, so an open end stays open.
 */
export function priceBounds(params: URLSearchParams): [string, string] {
  const range = /^(\d*)-(\d*)$/.exec(params.get('priceRange') ?? '');
  return range && (range[1] || range[2]) ? [range[1] ?? '', range[2] ?? ''] : ['', ''];
}

/**
 * The panel opened on an address shows that address's filter; an open top stays open. The
 * currency is the address's, else the country's, else the visitor's (`baseCurrency`); one that
 * differs from the one it would follow was picked.
 */
export function filterFromQuery(
  params: URLSearchParams,
  countries: { en_name: string; currency: Currency }[] = [],
  baseCurrency: Currency = DEFAULT_CURRENCY,
): FilterState {
  const [min, max] = priceBounds(params);
  const custom = Boolean(min || max);
  const fromDate = params.get('dateFrom') ?? '';
  const toDate = params.get('dateTo') ?? '';
  const placeCurrency = countries.find((c) => c.en_name === params.get('country'))?.currency ?? null;
  const written = params.get('currncy');
  const followed = placeCurrency ?? baseCurrency;
  const currency = written === 'SAR' || written === 'AED' ? written : followed;
  return {
    allPrice: !custom,
    currency,
    currencyChosen: currency !== followed,
    placeCurrency,
    baseCurrency,
    range: custom ? [min ? Number(min) : PRICE_SLIDER.min, max ? Number(max) : null] : DEFAULT_RANGE,
    allDate: !fromDate && !toDate,
    fromDate,
    toDate,
    country: params.get('country') ?? '',
    state: params.get('state') ?? '',
    city: params.get('city') ?? '',
    details: detailsFromQuery(params),
    carMake: params.get('carMake') ?? '',
    carModel: params.get('carModel') ?? '',
  };
}

/**
 * The query keys the panel owns (keys of docs/product/listings-and-search.md#listing-call, plus the ends the form submits without JS,
 * which the listing loader folds into priceRange); the rest of the address is kept.
 */
export const FILTER_KEYS: readonly string[] = [
  'currncy',
  'priceRange',
  'priceMin',
  'priceMax',
  'dateFrom',
  'dateTo',
  'country',
  'state',
  'city',
  'carMake',
  'carModel',
  ...DETAIL_QUERY_KEYS,
];

export function filterToQuery(s: FilterState): [string, string][] {
  const out: [string, string][] = [];
  if (!s.allPrice) out.push(['currncy', s.currency], ['priceRange', `${s.range[0]}-${s.range[1] ?? ''}`]);
  if (s.fromDate) out.push(['dateFrom', s.fromDate]);
  if (s.toDate) out.push(['dateTo', s.toDate]);
  if (s.country) out.push(['country', s.country]);
  if (s.state) out.push(['state', s.state]);
  if (s.city) out.push(['city', s.city]);
  if (s.carMake) out.push(['carMake', s.carMake]);
  if (s.carModel) out.push(['carModel', s.carModel]);
  for (const [key, value] of Object.entries(s.details)) if (value) out.push([key, value]);
  return out;
}
