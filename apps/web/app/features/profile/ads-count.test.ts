import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/index.ts';

// docs/product/social.md#user-card
describe('ad count wording on the user card', () => {
  const ar = createI18n('ar').t;
  const en = createI18n('en').t;
  const digits = (s: string) =>
    s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/[٬,]/g, '');
  it('uses the Arabic dual and plural forms', () => {
    expect(ar('profile.adsCount', { count: 1 })).toBe('إعلان واحد');
    expect(ar('profile.adsCount', { count: 2 })).toBe('إعلانان');
    expect(digits(ar('profile.adsCount', { count: 3 }))).toBe('3 إعلانات');
    expect(digits(ar('profile.adsCount', { count: 10 }))).toBe('10 إعلانات');
    expect(digits(ar('profile.adsCount', { count: 11 }))).toBe('11 إعلانًا');
    expect(digits(ar('profile.adsCount', { count: 99 }))).toBe('99 إعلانًا');
    expect(digits(ar('profile.adsCount', { count: 100 }))).toBe('100 إعلان');
    expect(digits(ar('profile.adsCount', { count: 1000 }))).toBe('1000 إعلان');
  });
  it('says one ad / N ads in English', () => {
    expect(en('profile.adsCount', { count: 1 })).toBe('one ad');
    expect(en('profile.adsCount', { count: 7 })).toBe('7 ads');
  });
});
