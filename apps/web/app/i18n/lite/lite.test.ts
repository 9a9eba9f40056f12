import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ar from '../ar.json';
import en from '../en.json';
import { createI18n } from '../index.ts';
import { createInstance } from './i18next.ts';
import { I18nextProvider, useTranslation } from './react-i18next.ts';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`),
  );
const PLURAL = /_(zero|one|two|few|many|other)$/;
const trees = { ar, en } as { ar: Tree; en: Tree };

/** The browser's instance, set up as i18n/instance.ts sets up i18next. */
function lite(locale: 'ar' | 'en') {
  const instance = createInstance().init({
    lng: locale,
    resources: { [locale]: { translation: trees[locale] } },
  });
  const format = new Intl.NumberFormat(locale);
  instance.services.formatter.add('number', (v) => (typeof v === 'number' ? format.format(v) : String(v)));
  return instance;
}

// The server renders with i18next and the browser hydrates with the lite copy (vite.config.ts):
// any difference would be a hydration mismatch, so every message is compared.
describe('the browser i18next', () => {
  for (const locale of ['ar', 'en'] as const) {
    it(`writes every ${locale} message as i18next does, for any count and placeholder`, () => {
      const real = createI18n(locale).t;
      const mine = lite(locale).t;
      const base = new Set(keys(trees[locale]).map((k) => k.replace(PLURAL, '')));
      const vars = { field: 'F', min: 1, max: 2, n: 3, total: 4, title: 'T', name: 'N', kb: 5, time: '1:00' };
      for (const key of base) {
        expect(mine(key), key).toBe(real(key));
        for (const count of [0, 1, 2, 3, 11, 100, 1000, 12345, 1.5])
          expect(mine(key, { ...vars, percent: 6, value: 7, count }), `${key} ${count}`).toBe(
            real(key, { ...vars, percent: 6, value: 7, count }),
          );
      }
    });
  }

  it('answers a missing key with its default value, else the key, as i18next does', () => {
    const real = createI18n('en').t;
    const mine = lite('en').t;
    expect(mine('fields.nope', { defaultValue: 'nope' })).toBe(real('fields.nope', { defaultValue: 'nope' }));
    expect(mine('no.such.key')).toBe(real('no.such.key'));
    expect(mine('no.such.key')).toBe('no.such.key');
  });

  it('leaves a placeholder without a value as i18next does', () => {
    const key = 'validations.minLength';
    expect(lite('en').t(key, { count: 8 })).toBe(createI18n('en').t(key, { count: 8 }));
  });

  it('gives components the provider’s t and language', () => {
    function Count() {
      const { t, i18n } = useTranslation();
      return `${i18n.language}: ${t('profile.adsCount', { count: 2 })}`;
    }
    const html = renderToString(createElement(I18nextProvider, { i18n: lite('ar') }, createElement(Count)));
    expect(html).toBe('ar: إعلانان');
  });
});
