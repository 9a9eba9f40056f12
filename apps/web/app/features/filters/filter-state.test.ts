import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  canClear,
  filterFromQuery,
  filterReducer,
  filterToQuery,
  priceBounds,
  type FilterState,
} from './filter-state.ts';

const placed: FilterState = { ...EMPTY_FILTER, country: 'Saudi Arabia', state: 'Riyadh', city: 'Al Kharj' };

// docs/product/listings-and-search.md#filter-panel
describe('filter panel transitions', () => {
  it('starts with all prices, AED and the 10000–75000 default range', () => {
    expect(EMPTY_FILTER).toMatchObject({ allPrice: true, currency: 'AED', range: [10000, 75000] });
  });
  it('unchecking custom price resets to all prices', () => {
    let s = filterReducer(EMPTY_FILTER, { type: 'allPrice', value: false });
    s = filterReducer(s, { type: 'currency', value: 'SAR' });
    s = filterReducer(s, { type: 'range', value: [0, 5000] });
    expect(s).toMatchObject({ allPrice: false, currency: 'SAR', range: [0, 5000] });
    expect(filterReducer(s, { type: 'allPrice', value: true })).toEqual(EMPTY_FILTER);
  });
  it('changing country clears state and city; changing state clears city', () => {
    expect(filterReducer(placed, { type: 'country', value: 'United Arab Emirates' })).toMatchObject({
      country: 'United Arab Emirates',
      state: '',
      city: '',
    });
    expect(filterReducer(placed, { type: 'state', value: 'Makkah' })).toMatchObject({
      country: 'Saudi Arabia',
      state: 'Makkah',
      city: '',
    });
  });
  it('choosing all cities clears the city', () => {
    expect(filterReducer(placed, { type: 'city', value: '' })).toMatchObject({ state: 'Riyadh', city: '' });
  });
  it('choosing a from or to date unchecks show-all dates; show-all clears them', () => {
    const from = filterReducer(EMPTY_FILTER, { type: 'fromDate', value: '2026-01-01' });
    expect(from).toMatchObject({ allDate: false, fromDate: '2026-01-01' });
    const to = filterReducer(EMPTY_FILTER, { type: 'toDate', value: '2026-02-01' });
    expect(to.allDate).toBe(false);
    expect(filterReducer(to, { type: 'allDate', value: true })).toMatchObject({
      allDate: true,
      fromDate: '',
      toDate: '',
    });
  });
  it('clear resets everything', () => {
    expect(filterReducer(placed, { type: 'clear' })).toEqual(EMPTY_FILTER);
  });
});

describe('Clear all rule', () => {
  it('is disabled on the empty filter', () => expect(canClear(EMPTY_FILTER)).toBe(false));
  it.each([
    ['country', { country: 'Saudi Arabia' }],
    ['state', { state: 'Riyadh' }],
    ['city', { city: 'Riyadh' }],
    ['fromDate', { fromDate: '2026-01-01' }],
    ['toDate', { toDate: '2026-01-01' }],
    ['custom price', { allPrice: false }],
  ])('is enabled by %s', (_name, patch) => expect(canClear({ ...EMPTY_FILTER, ...patch })).toBe(true));
  it('is not enabled by the currency alone', () =>
    expect(canClear({ ...EMPTY_FILTER, currency: 'SAR' })).toBe(false));
});

describe('filter ⇄ address', () => {
  it('writes currncy and priceRange only for a custom price, and the English place names', () => {
    const s: FilterState = {
      ...placed,
      allPrice: false,
      currency: 'SAR',
      range: [1000, 9000],
      fromDate: '2026-01-01',
    };
    expect(filterToQuery(s)).toEqual([
      ['currncy', 'SAR'],
      ['priceRange', '1000-9000'],
      ['dateFrom', '2026-01-01'],
      ['country', 'Saudi Arabia'],
      ['state', 'Riyadh'],
      ['city', 'Al Kharj'],
    ]);
    expect(filterToQuery(EMPTY_FILTER)).toEqual([]);
  });
  it('reads the same filter back', () => {
    const s: FilterState = {
      ...placed,
      allPrice: false,
      currency: 'SAR',
      range: [1000, 9000],
      allDate: false,
      toDate: '2026-02-01',
    };
    expect(filterFromQuery(new URLSearchParams(filterToQuery(s)))).toEqual(s);
    expect(filterFromQuery(new URLSearchParams())).toEqual(EMPTY_FILTER);
  });
  it('reads an open price end as the slider’s end, and keeps the ends as written for the no-JS fields', () => {
    const open = new URLSearchParams('currncy=SAR&priceRange=5000-');
    expect(filterFromQuery(open)).toMatchObject({ allPrice: false, currency: 'SAR', range: [5000, 150000] });
    expect(priceBounds(open)).toEqual(['5000', '']);
    const top = new URLSearchParams('priceRange=-9000');
    expect(filterFromQuery(top)).toMatchObject({ allPrice: false, range: [0, 9000] });
    expect(priceBounds(top)).toEqual(['', '9000']);
  });
  it('reads no range from a missing, bare or malformed priceRange', () => {
    for (const query of ['', 'priceRange=-', 'priceRange=abc', 'priceRange=1-2-3']) {
      expect(filterFromQuery(new URLSearchParams(query)).allPrice).toBe(true);
      expect(priceBounds(new URLSearchParams(query))).toEqual(['', '']);
    }
  });
});
