import { describe, expect, it } from 'vitest';
import {
  countryDefaults,
  countryOfLanguages,
  countryOfOffset,
  parseCountryScope,
  resolveVisitorCountry,
} from './visitor-country.ts';

// docs/decisions/0048-visitor-country.md
describe('resolveVisitorCountry', () => {
  const all = { saved: 'AE', address: 'SA', utcOffset: '240', acceptLanguage: 'ar-AE' };

  it('takes the saved choice first, whatever the other signals say', () => {
    expect(resolveVisitorCountry({ ...all, saved: 'SA', address: 'AE' })).toEqual({
      country: 'SA',
      signal: 'saved',
      scope: 'SA',
    });
  });
  it('then the address, then the time zone, then the language region', () => {
    expect(resolveVisitorCountry({ ...all, saved: null })).toEqual({
      country: 'SA',
      signal: 'address',
      scope: 'all',
    });
    expect(resolveVisitorCountry({ utcOffset: '180', acceptLanguage: 'en-AE' })).toMatchObject({
      country: 'SA',
      signal: 'timeZone',
    });
    expect(resolveVisitorCountry({ utcOffset: '240', acceptLanguage: 'ar-SA' })).toMatchObject({
      country: 'AE',
      signal: 'timeZone',
    });
    expect(resolveVisitorCountry({ utcOffset: '60', acceptLanguage: 'ar-SA' })).toMatchObject({
      country: 'SA',
      signal: 'language',
    });
  });
  it('saving "all countries" scopes nothing and leaves the country to the next signals', () => {
    expect(resolveVisitorCountry({ saved: 'all', acceptLanguage: 'en-AE' })).toEqual({
      country: 'AE',
      signal: 'language',
      scope: 'all',
    });
  });
  it('without a signal, no country: the defaults are the spec’s 971 and AED', () => {
    expect(resolveVisitorCountry({})).toEqual({ country: null, signal: 'none', scope: 'all' });
    expect(
      resolveVisitorCountry({
        saved: 'QA',
        address: 'Saudi Arabia',
        utcOffset: '-300',
        acceptLanguage: 'en-US',
      }),
    ).toEqual({ country: null, signal: 'none', scope: 'all' });
    expect(countryDefaults(null)).toEqual({ dialCode: '971', currency: 'AED' });
    expect(countryDefaults('SA')).toEqual({ dialCode: '966', currency: 'SAR' });
    expect(countryDefaults('AE')).toEqual({ dialCode: '971', currency: 'AED' });
  });
});

describe('the signals one by one', () => {
  it('reads only Riyadh’s and the UAE’s offsets', () => {
    expect(countryOfOffset('180')).toBe('SA');
    expect(countryOfOffset('240')).toBe('AE');
    for (const other of [null, '', '0', '181', '210', 'abc', '-180'])
      expect(countryOfOffset(other)).toBeNull();
  });
  it('reads the first of our regions in the order of preference', () => {
    expect(countryOfLanguages('ar-SA')).toBe('SA');
    expect(countryOfLanguages('en-ae')).toBe('AE');
    expect(countryOfLanguages('en-US,en;q=0.9,ar-SA;q=0.8')).toBe('SA');
    expect(countryOfLanguages('ar-SA;q=0.5, ar-AE;q=0.9')).toBe('AE');
    expect(countryOfLanguages('ar-Arab-AE')).toBe('AE');
    expect(countryOfLanguages('ar-SA;q=0, en-US')).toBeNull();
    for (const none of [null, '', 'ar', 'en-US', 'ar-EG,ar;q=0.9', '*'])
      expect(countryOfLanguages(none)).toBeNull();
  });
  it('keeps only the switcher’s own choices', () => {
    expect(parseCountryScope('SA')).toBe('SA');
    expect(parseCountryScope('all')).toBe('all');
    for (const bad of [null, '', 'sa', 'QA', 'ALL']) expect(parseCountryScope(bad)).toBeNull();
  });
});
