import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, localeDir, localized, LOCALES } from './locales.ts';

describe('locales', () => {
  // docs/product/i18n-and-rtl.md#addresses
  it('ar and en, ar first and default', () => {
    expect(LOCALES).toEqual(['ar', 'en']);
    expect(DEFAULT_LOCALE).toBe('ar');
  });

  it.each([
    ['ar', true],
    ['en', true],
    ['AR', false],
    ['fr', false],
    ['ar-SA', false],
    ['', false],
    [undefined, false],
    [null, false],
    [1, false],
    [['ar'], false],
  ])('isLocale(%j) -> %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it.each([
    ['ar', 'rtl'],
    ['en', 'ltr'],
  ] as const)('localeDir(%s) -> %s', (locale, dir) => {
    expect(localeDir(locale)).toBe(dir);
  });
});

describe('localized', () => {
  it.each([
    ['both present, ar', { ar_name: 'سيارات', en_name: 'Cars' }, 'ar', 'سيارات'],
    ['both present, en', { ar_name: 'سيارات', en_name: 'Cars' }, 'en', 'Cars'],
    ['ar missing falls back to en', { en_name: 'Cars' }, 'ar', 'Cars'],
    ['en missing falls back to ar', { ar_name: 'سيارات' }, 'en', 'سيارات'],
    ['ar null falls back to en', { ar_name: null, en_name: 'Cars' }, 'ar', 'Cars'],
    ['en undefined falls back to ar', { ar_name: 'سيارات', en_name: undefined }, 'en', 'سيارات'],
    ['neither present', { other: 'x' }, 'ar', ''],
    ['both null', { ar_name: null, en_name: null }, 'en', ''],
    ['non-string value', { ar_name: 5, en_name: 6 }, 'ar', ''],
    ['other field not picked', { ar_city: 'الرياض', en_name: 'Cars' }, 'ar', 'Cars'],
    ['field name is exact', { ar_names: 'x', en_name: 'Cars' }, 'ar', 'Cars'],
  ] as const)('%s', (_label, row, locale, expected) => {
    expect(localized(row, 'name', locale)).toBe(expected);
  });
});
