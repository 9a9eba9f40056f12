import { describe, expect, it } from 'vitest';
import { findPlace, flagOf, localityOf } from './place.ts';

const riyadh = {
  en_country: 'Saudi Arabia',
  ar_country: 'السعودية',
  en_state: 'Riyadh',
  ar_state: 'الرياض',
  en_city: 'Al Kharj',
  ar_city: 'الخرج',
};

describe('flagOf', () => {
  it('picks the Saudi flag from the English or the Arabic name', () => {
    expect(flagOf(riyadh)).toBe('SA');
    expect(flagOf({ en_country: '', ar_country: 'المملكة العربية السعودية' })).toBe('SA');
    expect(flagOf({ en_country: ' saudi arabia ', ar_country: '' })).toBe('SA');
  });
  it('falls back to the UAE flag', () => {
    expect(flagOf({ en_country: 'United Arab Emirates', ar_country: 'الإمارات' })).toBe('AE');
    expect(flagOf({ en_country: '', ar_country: '' })).toBe('AE');
  });
});

describe('localityOf', () => {
  it('shows the city in the reader’s language', () => {
    expect(localityOf(riyadh, 'ar')).toBe('الخرج');
    expect(localityOf(riyadh, 'en')).toBe('Al Kharj');
  });
  it('falls back to the state when there is no city', () => {
    const noCity = { ...riyadh, en_city: null, ar_city: null };
    expect(localityOf(noCity, 'ar')).toBe('الرياض');
    expect(localityOf(noCity, 'en')).toBe('Riyadh');
    expect(localityOf({ ...riyadh, ar_city: '' }, 'ar')).toBe('الرياض');
  });
});

describe('findPlace', () => {
  const riyadhState = { code: 'RD', en_state: 'Riyadh', ar_state: 'الرياض', en_cities: [], ar_cities: [] };
  const saudi = {
    code: 'SA',
    en_name: 'Saudi Arabia',
    ar_name: 'السعودية',
    currency: 'SAR' as const,
    dialCode: '966' as const,
    states: [riyadhState],
  };
  it('finds the country and state by their English names', () => {
    expect(findPlace([saudi], 'Saudi Arabia', 'Riyadh')).toEqual({ country: saudi, region: riyadhState });
  });
  it('has no state before a country is picked', () => {
    expect(findPlace([saudi], '', 'Riyadh')).toEqual({ country: undefined, region: undefined });
  });
});
