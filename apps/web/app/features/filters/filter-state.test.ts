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
  it('follows the visitor’s currency without a country, the country’s with one (decision 0048)', () => {
    const saudi = filterFromQuery(new URLSearchParams(), [], 'SAR');
    expect(saudi).toMatchObject({ currency: 'SAR', baseCurrency: 'SAR', currencyChosen: false });
    const custom = filterReducer(saudi, { type: 'allPrice', value: false });
    expect(custom.currency).toBe('SAR');
    const emirates = filterReducer(custom, {
      type: 'country',
      value: 'United Arab Emirates',
      currency: 'AED',
    });
    expect(emirates.currency).toBe('AED');
    expect(filterReducer(emirates, { type: 'clear' })).toEqual(saudi);
    expect(canClear(saudi)).toBe(false);
    // A written currency other than the visitor's was picked.
    expect(filterFromQuery(new URLSearchParams('currncy=AED&priceRange=0-5000'), [], 'SAR')).toMatchObject({
      currency: 'AED',
      currencyChosen: true,
    });
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
  it('a make clears the model (the list of models is the make’s)', () => {
    const camry = filterReducer(filterReducer(EMPTY_FILTER, { type: 'carMake', value: 'toyota' }), {
      type: 'carModel',
      value: 'toyota-camry',
    });
    expect(camry).toMatchObject({ carMake: 'toyota', carModel: 'toyota-camry' });
    expect(filterReducer(camry, { type: 'carMake', value: 'nissan' })).toMatchObject({
      carMake: 'nissan',
      carModel: '',
    });
    expect(filterToQuery(camry)).toEqual([
      ['carMake', 'toyota'],
      ['carModel', 'toyota-camry'],
    ]);
    expect(filterFromQuery(new URLSearchParams(filterToQuery(camry)))).toEqual(camry);
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
    ['make', { carMake: 'toyota' }],
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
      placeCurrency: 'SAR',
      range: [1000, 9000],
      allDate: false,
      toDate: '2026-02-01',
    };
    const countries = [{ en_name: 'Saudi Arabia', currency: 'SAR' as const }];
    expect(filterFromQuery(new URLSearchParams(filterToQuery(s)), countries)).toEqual(s);
    expect(filterFromQuery(new URLSearchParams())).toEqual(EMPTY_FILTER);
  });
  it('reads an open top as no upper bound, and keeps the ends as written for the no-JS fields', () => {
    const open = new URLSearchParams('currncy=SAR&priceRange=5000-');
    expect(filterFromQuery(open)).toMatchObject({ allPrice: false, currency: 'SAR', range: [5000, null] });
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

// Issue 11, item 2: the price filter a Saudi reader can use.
describe('price filter: currency follows the country, typed ends have no cap', () => {
  const countries = [
    { en_name: 'Saudi Arabia', currency: 'SAR' as const },
    { en_name: 'United Arab Emirates', currency: 'AED' as const },
  ];
  const custom = filterReducer(EMPTY_FILTER, { type: 'allPrice', value: false });

  it('choosing Saudi Arabia switches the currency to SAR, the UAE back to AED', () => {
    const sa = filterReducer(custom, { type: 'country', value: 'Saudi Arabia', currency: 'SAR' });
    expect(sa.currency).toBe('SAR');
    expect(
      filterReducer(sa, { type: 'country', value: 'United Arab Emirates', currency: 'AED' }).currency,
    ).toBe('AED');
    // All countries: back to the default.
    expect(filterReducer(sa, { type: 'country', value: '' }).currency).toBe('AED');
  });

  it("a currency the reader picks wins over the country's", () => {
    const picked = filterReducer(custom, { type: 'currency', value: 'AED' });
    expect(filterReducer(picked, { type: 'country', value: 'Saudi Arabia', currency: 'SAR' }).currency).toBe(
      'AED',
    );
  });

  it('opened on an address, the currency is the address’s, else its country’s', () => {
    const q = (s: string) => filterFromQuery(new URLSearchParams(s), countries);
    expect(q('country=Saudi+Arabia')).toMatchObject({ currency: 'SAR', currencyChosen: false });
    expect(q('country=Saudi+Arabia&currncy=SAR&priceRange=1000-')).toMatchObject({ currencyChosen: false });
    expect(q('country=Saudi+Arabia&currncy=AED&priceRange=1000-')).toMatchObject({
      currency: 'AED',
      currencyChosen: true,
    });
  });

  it('typed ends go past the slider, in any digits, and an empty top is no bound', () => {
    let s = filterReducer(custom, { type: 'priceMin', value: '٢٥٠٬٠٠٠' });
    s = filterReducer(s, { type: 'priceMax', value: '1,200,000' });
    expect(s.range).toEqual([250000, 1200000]);
    expect(filterToQuery(s)).toContainEqual(['priceRange', '250000-1200000']);
    s = filterReducer(s, { type: 'priceMax', value: '' });
    expect(filterToQuery(s)).toContainEqual(['priceRange', '250000-']);
    expect(filterFromQuery(new URLSearchParams('priceRange=250000-')).range).toEqual([250000, null]);
  });

  it('the slider’s top end is "150,000+"; a thumb left in place keeps a typed end', () => {
    expect(filterReducer(custom, { type: 'range', value: [5000, 150000] }).range).toEqual([5000, null]);
    const typed = filterReducer(custom, { type: 'priceMax', value: '900000' });
    expect(filterReducer(typed, { type: 'range', value: [20000, 150000] }).range).toEqual([20000, 900000]);
    const high = filterReducer(custom, { type: 'priceMin', value: '400000' });
    expect(filterReducer(high, { type: 'range', value: [149000, 150000] }).range[0]).toBe(400000);
  });
});
