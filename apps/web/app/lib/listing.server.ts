import { redirect } from 'react-router';
import {
  ATTRIBUTE_KEYS,
  COUNTRY_COOKIE,
  endpoints,
  parseCountryScope,
  PostsQuerySchema,
  type CarMake,
  type Country,
} from '@souqna/contracts';
import { readCookie } from './cookies.ts';
import { foldDetails } from '../features/filters/detail-filter.ts';
import { cardsPage } from './card-data.ts';
import { parsePriceEnd } from '../features/filters/price-end.ts';
import { ApiCallError, apiFor } from './api.server.ts';
import { parseDay } from './day-input.ts';
import { localeOf } from './guards.server.ts';
import { placesFor } from './places-subset.ts';
import { inReaderDays } from './reader-days.ts';
import { readerOffset } from './reader-offset.server.ts';
import { safeRedirect } from './safe-redirect.ts';
import { cachedCountries } from './reference-data.server.ts';

type Args = { request: Request; context: Parameters<typeof apiFor>[1] };

// The listing query keys (docs/product/listings-and-search.md#listing-call) a reader may set in the address; the route fixes the rest.
const FROM_URL = [
  'search',
  'dateFrom',
  'dateTo',
  'currncy',
  'country',
  'state',
  'city',
  'sort',
  'priceRange',
  'carModel',
  'carMake',
  'cursor',
  ...ATTRIBUTE_KEYS,
] as const;

/** The API query for this address: unknown or malformed keys are dropped, not sent on. */
export function listingQuery(url: URL, fixed: { categoryId?: string; userId?: string }): URLSearchParams {
  const raw: Record<string, string> = {};
  for (const key of FROM_URL) {
    const value = url.searchParams.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...raw, ...fixed })) {
    if (!value) continue;
    // Each key is checked alone, so one bad value drops only itself.
    const shape = PostsQuerySchema.shape[key as keyof typeof PostsQuerySchema.shape];
    const one = shape.safeParse(value);
    if (one.success) out.set(key, value);
  }
  return out;
}

// The filter panel's keys (features/filters/filter-state.ts FILTER_KEYS); empty means 'all'.
const PANEL_KEYS = [
  'currncy',
  'priceRange',
  'dateFrom',
  'dateTo',
  'country',
  'state',
  'city',
  'carMake',
  'carModel',
  ...ATTRIBUTE_KEYS,
];

/** A price end typed without JS: digits of any script, grouping marks dropped; '' = no bound. */
function priceEnd(raw: string | null): string {
  return String(parsePriceEnd(raw) ?? '');
}

/**
 * Without JS the slider never loads and the panel submits two plain fields, priceMin and priceMax:
 * they win over a priceRange sent beside them. Reversed ends are swapped; with neither end it is
 * every price, and the currency, which only qualifies a range, goes too.
 */
function foldPrice(params: URLSearchParams) {
  if (!params.has('priceMin') && !params.has('priceMax')) return;
  let min = priceEnd(params.get('priceMin'));
  let max = priceEnd(params.get('priceMax'));
  if (min && max && Number(min) > Number(max)) [min, max] = [max, min];
  params.delete('priceMin');
  params.delete('priceMax');
  if (min || max) params.set('priceRange', `${min}-${max}`);
  else for (const key of ['priceRange', 'currncy']) params.delete(key);
}

/**
 * Without JS the date fields send what was typed, DD/MM/YYYY in any digits (ui/date-field.tsx):
 * each becomes the YYYY-MM-DD the panel would have written, and one that is no day goes (left to
 * the API, `Date` would read 03/04/2026 as the 4th of March).
 */
function foldDays(params: URLSearchParams) {
  for (const key of ['dateFrom', 'dateTo']) {
    const raw = params.get(key)?.trim();
    if (!raw || /^\d{4}-\d{2}-\d{2}(T|$)/.test(raw)) continue;
    const day = parseDay(raw);
    if (day) params.set(key, day);
    else params.delete(key);
  }
}

// Names are matched as the API matches them: English in any case, Arabic as written, or the code.
const collator = new Intl.Collator('en', { sensitivity: 'base' });
const same = (a: string, b: string) => collator.compare(a, b) === 0;

/**
 * Without JS, changing the country (or the region) cannot clear the selects below it (docs/product/listings-and-search.md#filter-panel), so a
 * region of another country arrives with it and the page would come up empty. A region is kept only
 * within its country and a city only within its region, as the panel can show nothing else. An
 * unknown country is left for the API, whose answer for it is honestly empty.
 */
function dropStalePlaces(params: URLSearchParams, countries: Country[]) {
  const [country, state, city] = (['country', 'state', 'city'] as const).map((k) => params.get(k));
  const placed = country
    ? countries.find((c) => same(c.en_name, country) || c.ar_name === country || same(c.code, country))
    : undefined;
  if (country && !placed) return;
  const region = state
    ? placed?.states.find((s) => same(s.en_state, state) || s.ar_state === state || same(s.code, state))
    : undefined;
  if (!region) params.delete('state');
  const inRegion =
    city && region && (region.en_cities.some((c) => same(c, city)) || region.ar_cities.includes(city));
  if (!inRegion) params.delete('city');
}

/**
 * The address the panel with JS would have written for this one: no-JS price fields and days folded, empty
 * filters and stale places dropped. Other keys keep their order, so an address already in this
 * form comes back unchanged.
 */
export function canonicalListing(
  search: URLSearchParams,
  countries: Country[],
  makes: CarMake[] = [],
): URLSearchParams {
  const params = new URLSearchParams(search);
  foldPrice(params);
  foldDetails(params);
  foldDays(params);
  // An empty search box (a no-JS submit on a category page) is no search.
  for (const key of [...PANEL_KEYS, 'search']) if (!params.get(key)?.trim()) params.delete(key);
  dropStalePlaces(params, countries);
  dropStaleModel(params, makes);
  return params;
}

/** As a region of another country: without JS a changed make arrives with the old make's model (docs/decisions/0047). */
function dropStaleModel(params: URLSearchParams, makes: CarMake[]) {
  const make = makes.find((m) => m.slug === params.get('carMake'));
  const model = params.get('carModel');
  if (make && model && !make.models.some((m) => m.slug === model)) params.delete('carModel');
}

/**
 * Only the API can judge some values (a cursor is opaque to us): the one it refuses is dropped
 * from the address, and the page asked again, rather than shown as an error.
 */
function withoutRefused(url: URL, error: unknown): unknown {
  const field = error instanceof ApiCallError && error.status === 400 ? error.error.data.field : undefined;
  if (!field || !url.searchParams.has(field)) return error;
  const rest = new URLSearchParams(url.searchParams);
  rest.delete(field);
  return redirect(safeRedirect(`${url.pathname}${rest.size ? `?${rest}` : ''}`));
}

/**
 * A listing page's data: the posts of this filter and the countries for the filter panel. An
 * address not in the panel's form is redirected to it first: the panel reads its filter from the
 * address, so the address, the panel and the listing all agree (and the address can be shared).
 */
export async function loadListing(
  args: Args,
  fixed: { categoryId?: string; userId?: string } = {},
  makes: CarMake[] = [],
) {
  const url = new URL(args.request.url);
  const locale = localeOf(args);
  const api = apiFor(args.request, args.context, locale);
  // Kept per process (reference-data.server.ts), so waiting for it first costs next to nothing.
  const countries = await cachedCountries(api);
  const canonical = canonicalListing(url.searchParams, countries, makes).toString();
  if (canonical !== url.searchParams.toString()) {
    // The request's own path, still judged: '//posts/category' routes here but names a host.
    throw redirect(safeRedirect(`${url.pathname}${canonical ? `?${canonical}` : ''}`));
  }
  // The address keeps typed days; the API gets the moments that bound them on the reader's clock (decision 0042).
  const typed = Object.fromEntries(listingQuery(url, fixed));
  // The country the visitor picked in the switcher scopes the home and category listings when the
  // address names none; a guess never does, and a seller's profile shows all their ads (decision 0048).
  const scope = parseCountryScope(readCookie(args.request, COUNTRY_COOKIE));
  if (scope && scope !== 'all' && !fixed.userId && !typed.country) typed.country = scope;
  const query = new URLSearchParams(inReaderDays(typed, readerOffset(args.request)));
  const page = await api.call(endpoints.listPosts, { query }).catch((error: unknown) => {
    throw withoutRefused(url, error);
  });
  const places = placesFor(countries, url.searchParams.get('country'), url.searchParams.get('state'));
  return { page: cardsPage(page, locale), countries: places };
}
