import { describe, expect, it } from 'vitest';
import type { Country } from '@souqna/contracts';
import { canonicalListing } from './listing.server.ts';

const countries: Country[] = [
  {
    code: 'SA',
    en_name: 'Saudi Arabia',
    ar_name: 'السعودية',
    currency: 'SAR',
    dialCode: '966',
    states: [
      {
        code: 'SA-01',
        en_state: 'Riyadh',
        ar_state: 'الرياض',
        en_cities: ['Riyadh', 'Al Kharj'],
        ar_cities: ['الرياض', 'الخرج'],
      },
      {
        code: 'SA-02',
        en_state: 'Makkah',
        ar_state: 'مكة المكرمة',
        en_cities: ['Jeddah'],
        ar_cities: ['جدة'],
      },
    ],
  },
  {
    code: 'AE',
    en_name: 'United Arab Emirates',
    ar_name: 'الإمارات',
    currency: 'AED',
    dialCode: '971',
    states: [{ code: 'AE-DU', en_state: 'Dubai', ar_state: 'دبي', en_cities: ['Dubai'], ar_cities: ['دبي'] }],
  },
];

/** The canonical address of a query string, as the loader would redirect to it. */
const canonical = (query: string) => canonicalListing(new URLSearchParams(query), countries).toString();

describe('the listing address is left alone when the panel could have written it', () => {
  it.each([
    [''],
    ['search=camry&sort=price_asc&view=agenda'],
    ['currncy=SAR&priceRange=1000-9000&dateFrom=2026-01-01&country=Saudi+Arabia&state=Riyadh&city=Al+Kharj'],
    ['priceRange=5000-&currncy=AED'],
    ['country=United+Arab+Emirates&cursor=abc'],
  ])('%s', (query) => expect(canonical(query)).toBe(query));
});

describe('price fields sent without JS', () => {
  it('fold into priceRange, read in Arabic-Indic digits and grouping marks', () => {
    expect(canonical('currncy=SAR&priceMin=١٠٬٠٠٠&priceMax=20,000')).toBe(
      'currncy=SAR&priceRange=10000-20000',
    );
  });
  it('leave an empty end open', () => {
    expect(canonical('currncy=AED&priceMin=&priceMax=٥٠٠٠')).toBe('currncy=AED&priceRange=-5000');
    expect(canonical('currncy=AED&priceMin=7000&priceMax=')).toBe('currncy=AED&priceRange=7000-');
  });
  it('swap reversed ends and drop leading zeros', () => {
    expect(canonical('priceMin=20000&priceMax=0010000')).toBe('priceRange=10000-20000');
  });
  it('win over the priceRange submitted beside them', () => {
    expect(canonical('currncy=SAR&priceRange=10000-75000&priceMin=1000&priceMax=2000')).toBe(
      'currncy=SAR&priceRange=1000-2000',
    );
  });
  it('mean every price when both are empty or unreadable, taking the currency along', () => {
    expect(canonical('currncy=AED&priceMin=&priceMax=&search=x')).toBe('search=x');
    expect(canonical('currncy=SAR&priceRange=10000-75000&priceMin=abc&priceMax=+')).toBe('');
  });
});

describe('empty filters sent without JS', () => {
  it('are dropped, and the other keys keep their order', () => {
    expect(canonical('search=a&dateFrom=&dateTo=&country=&sort=newest&state=&city=')).toBe(
      'search=a&sort=newest',
    );
  });
});

// docs/product/listings-and-search.md#filter-panel
describe('places left over from an earlier choice (a changed country clears the rest)', () => {
  it('drop a region and city of another country', () => {
    expect(canonical('country=United+Arab+Emirates&state=Riyadh&city=Riyadh')).toBe(
      'country=United+Arab+Emirates',
    );
  });
  it('drop a city of another region, keeping the region', () => {
    expect(canonical('country=Saudi+Arabia&state=Makkah&city=Riyadh')).toBe(
      'country=Saudi+Arabia&state=Makkah',
    );
  });
  it('drop a region without a country and a city without a region', () => {
    expect(canonical('state=Riyadh&city=Riyadh')).toBe('');
    expect(canonical('country=Saudi+Arabia&city=Riyadh')).toBe('country=Saudi+Arabia');
  });
  it('keep names the API also reads: any case, Arabic, codes', () => {
    const query = 'country=sa&state=%D8%A7%D9%84%D8%B1%D9%8A%D8%A7%D8%B6&city=al+kharj';
    expect(canonical(query)).toBe(query);
  });
  it('leave an unknown country and what follows it to the API', () => {
    expect(canonical('country=Oman&state=Muscat')).toBe('country=Oman&state=Muscat');
  });
});

describe('days typed without JS', () => {
  it.each([
    ['dateFrom=15%2F03%2F2026', 'dateFrom=2026-03-15'],
    [
      'dateFrom=%D9%A1%2F%D9%A3%2F%D9%A2%D9%A0%D9%A2%D9%A6&dateTo=2026-03-20',
      'dateFrom=2026-03-01&dateTo=2026-03-20',
    ],
    ['search=x&dateTo=31%2F02%2F2026', 'search=x'],
  ])('%s', (query, expected) => expect(canonical(query)).toBe(expected));
});

describe('make and model sent without JS', () => {
  const makes = [
    {
      slug: 'toyota',
      en: 'Toyota',
      ar: 'تويوتا',
      models: [{ slug: 'toyota-camry', en: 'Camry', ar: 'كامري' }],
    },
    {
      slug: 'nissan',
      en: 'Nissan',
      ar: 'نيسان',
      models: [{ slug: 'nissan-patrol', en: 'Patrol', ar: 'باترول' }],
    },
  ];
  const cars = (query: string) => canonicalListing(new URLSearchParams(query), countries, makes).toString();
  it('keep a model of the make, drop the old make’s model and the empty selects', () => {
    expect(cars('carMake=toyota&carModel=toyota-camry')).toBe('carMake=toyota&carModel=toyota-camry');
    expect(cars('carMake=nissan&carModel=toyota-camry')).toBe('carMake=nissan');
    expect(cars('search=x&carMake=&carModel=')).toBe('search=x');
  });
});
