import { describe, expect, it } from 'vitest';
import type { Country } from '@souqna/contracts';
import { choiceName } from '@souqna/contracts/attribute-labels';
import { filterChips } from './filter-chips.ts';

const countries = [
  {
    code: 'SA',
    en_name: 'Saudi Arabia',
    ar_name: 'السعودية',
    currency: 'SAR',
    dialCode: '966',
    states: [
      { code: 'RD', en_state: 'Riyadh', ar_state: 'الرياض', en_cities: ['Al Kharj'], ar_cities: ['الخرج'] },
    ],
  },
] as Country[];

describe('filter chips', () => {
  it('one chip per active filter, each linking to the listing without it (and without the cursor)', () => {
    const chips = filterChips(
      '/posts/category/cars',
      '?search=كامري&currncy=SAR&priceRange=1000-&dateFrom=2026-01-01&country=Saudi+Arabia&state=Riyadh&city=Al+Kharj&cursor=x',
      countries,
      'ar',
    );
    expect(chips.map((c) => [c.key, c.label ?? null, c.min ?? null, c.max ?? null])).toEqual([
      ['price', 'SAR', '1000', ''],
      ['date', null, '2026-01-01', ''],
      ['country', 'السعودية', null, null],
      ['state', 'الرياض', null, null],
      ['city', 'الخرج', null, null],
    ]);
    const href = Object.fromEntries(chips.map((c) => [c.key, decodeURIComponent(c.href)]));
    expect(href.price).toBe(
      '/posts/category/cars?search=كامري&dateFrom=2026-01-01&country=Saudi+Arabia&state=Riyadh&city=Al+Kharj',
    );
    // A place takes the places inside it along.
    expect(href.country).toBe(
      '/posts/category/cars?search=كامري&currncy=SAR&priceRange=1000-&dateFrom=2026-01-01',
    );
    expect(href.city).not.toContain('city=');
  });

  it('English names in English; an unknown place shows as written; nothing active, no chips', () => {
    const chips = filterChips('/en', '?country=Saudi+Arabia&state=Nowhere', countries, 'en');
    expect(chips.map((c) => c.label)).toEqual(['Saudi Arabia', 'Nowhere']);
    expect(chips[0]!.href).toBe('/en');
    expect(filterChips('/', '?search=x&sort=oldest', countries, 'ar')).toEqual([]);
  });
});

describe('detail chips', () => {
  it('a range chip keeps its ends, a choice chip names its values, and each drops only its own keys', () => {
    const chips = filterChips(
      '/posts/category/cars',
      '?year=2015-&fuel=petrol,hybrid&mileage=-100000',
      [],
      'ar',
      choiceName,
    );
    expect(chips.map((c) => [c.key, c.kind, c.label ?? null, c.min ?? null, c.max ?? null])).toEqual([
      ['year', 'detail', null, '2015', ''],
      ['mileage', 'detail', null, '', '100000'],
      ['fuel', 'detail', 'بنزين، هايبرد', null, null],
    ]);
    expect(chips.find((c) => c.key === 'fuel')!.href).toBe('/posts/category/cars?year=2015-&mileage=-100000');
  });

  it('names the make and model in the language; dropping the make drops its model', () => {
    const makes = [
      {
        slug: 'toyota',
        en: 'Toyota',
        ar: 'تويوتا',
        models: [{ slug: 'toyota-camry', en: 'Camry', ar: 'كامري' }],
      },
    ];
    const chips = filterChips(
      '/posts/category/cars-for-sale',
      '?carMake=toyota&carModel=toyota-camry&sort=oldest',
      countries,
      'ar',
      undefined,
      makes,
    );
    expect(chips.map((c) => [c.key, c.label, c.href])).toEqual([
      ['carMake', 'تويوتا', '/posts/category/cars-for-sale?sort=oldest'],
      ['carModel', 'كامري', '/posts/category/cars-for-sale?carMake=toyota&sort=oldest'],
    ]);
  });
});
