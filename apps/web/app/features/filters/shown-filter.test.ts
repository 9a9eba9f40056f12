import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, filterReducer, type FilterState } from './filter-state.ts';
import { shownChanges, type ShownFilter } from './shown-filter.ts';

const riyadh: FilterState = { ...EMPTY_FILTER, country: 'Saudi Arabia', state: 'Riyadh', city: 'Riyadh' };

/** The state after hydration: the address's filter with the shown choices taken in. */
const adopt = (from: FilterState, shown: ShownFilter) =>
  shownChanges(from, shown).reduce(filterReducer, from);

describe('choices made before hydration', () => {
  it('change nothing when the controls show the address', () => {
    const shown: ShownFilter = { ...riyadh };
    expect(shownChanges(riyadh, shown)).toEqual([]);
    expect(shownChanges(EMPTY_FILTER, { allPrice: true, allDate: true, country: '' })).toEqual([]);
  });

  it('keep a country picked on the plain home page', () => {
    expect(adopt(EMPTY_FILTER, { country: 'Saudi Arabia', state: '', city: '' })).toMatchObject({
      country: 'Saudi Arabia',
      state: '',
      city: '',
    });
  });

  it('drop the stale state and city below a changed country (their lists were the old country’s)', () => {
    const shown = { country: 'United Arab Emirates', state: 'Riyadh', city: 'Riyadh' };
    expect(adopt(riyadh, shown)).toMatchObject({ country: 'United Arab Emirates', state: '', city: '' });
  });

  it('keep a changed state and drop the stale city; keep a changed city alone', () => {
    expect(adopt(riyadh, { ...riyadh, state: 'Makkah' })).toMatchObject({ state: 'Makkah', city: '' });
    expect(adopt(riyadh, { ...riyadh, city: 'Al Kharj' })).toMatchObject({
      state: 'Riyadh',
      city: 'Al Kharj',
    });
  });

  it('keep a changed make and drop the stale model below it (its list was the old make’s)', () => {
    const camry: FilterState = { ...EMPTY_FILTER, carMake: 'toyota', carModel: 'toyota-camry' };
    expect(adopt(camry, { carMake: 'nissan', carModel: 'toyota-camry' })).toMatchObject({
      carMake: 'nissan',
      carModel: '',
    });
    expect(adopt(camry, { carMake: 'toyota', carModel: 'toyota-yaris' })).toMatchObject({
      carMake: 'toyota',
      carModel: 'toyota-yaris',
    });
  });

  it('keep a typed date (which unchecks all dates) and a checked all-dates box', () => {
    expect(adopt(EMPTY_FILTER, { allDate: true, fromDate: '2026-01-01', toDate: '' })).toMatchObject({
      allDate: false,
      fromDate: '2026-01-01',
    });
    const dated = { ...EMPTY_FILTER, allDate: false, fromDate: '2026-01-01' };
    expect(adopt(dated, { allDate: true, fromDate: '2026-01-01', toDate: '' })).toMatchObject({
      allDate: true,
      fromDate: '',
    });
  });

  it('keep the price choice: custom with its currency, or back to all prices', () => {
    expect(adopt(EMPTY_FILTER, { allPrice: false })).toMatchObject({ allPrice: false });
    const custom = { ...EMPTY_FILTER, allPrice: false, currency: 'AED' as const };
    expect(adopt(custom, { allPrice: false, currency: 'SAR' })).toMatchObject({ currency: 'SAR' });
    expect(adopt(custom, { allPrice: true, currency: 'SAR' })).toEqual(EMPTY_FILTER);
  });

  it('end in the same state when replayed (StrictMode runs the mount effect twice)', () => {
    const shown: ShownFilter = { allDate: true, fromDate: '2026-03-01', country: 'Saudi Arabia', state: 'x' };
    const actions = shownChanges(EMPTY_FILTER, shown);
    const once = actions.reduce(filterReducer, EMPTY_FILTER);
    expect(actions.reduce(filterReducer, once)).toEqual(once);
  });
});
