import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ERROR_NAMES, MESSAGES, WORDED_REASONS } from '@souqna/contracts';
import ar from './ar.json';
import en from './en.json';
import { createI18n } from './index.ts';

type Tree = { [key: string]: string | Tree };

function flatKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatKeys(value, `${prefix}${key}.`),
  );
}

// Plurals are i18next-style suffixed keys (key_one, key_few…): a message key is the name before them.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const flatEntries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : flatEntries(value, `${prefix}${key}.`),
  );
const baseKeys = (tree: Tree) => new Set(flatKeys(tree).map((k) => k.replace(PLURAL, '')));
/** key → the plural forms it has, for the keys that are plurals. */
function pluralForms(tree: Tree): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const k of flatKeys(tree)) {
    const form = PLURAL.exec(k)?.[1];
    if (!form) continue;
    const base = k.slice(0, -form.length - 1);
    forms.set(base, (forms.get(base) ?? new Set()).add(form));
  }
  return forms;
}
const arKeys = baseKeys(ar as Tree);
const enKeys = baseKeys(en as Tree);

describe('translation files', () => {
  it('have the same keys in Arabic and English', () => {
    expect([...arKeys].filter((k) => !enKeys.has(k))).toEqual([]);
    expect([...enKeys].filter((k) => !arKeys.has(k))).toEqual([]);
  });

  it('have a message for every error name and worded reason of the contracts, and the default', () => {
    const wanted = [
      ...ERROR_NAMES.map((name) => `errors.${name}`),
      ...WORDED_REASONS.map((reason) => `errors.reasons.${reason}`),
      'errors.default',
    ];
    for (const keys of [arKeys, enKeys]) expect(wanted.filter((k) => !keys.has(k))).toEqual([]);
  });

  it('have a message for every validation key the schemas use', () => {
    for (const keys of [arKeys, enKeys])
      expect(Object.values(MESSAGES).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('write every plural with the forms its language needs, in both languages', () => {
    const arPlurals = pluralForms(ar as Tree);
    const enPlurals = pluralForms(en as Tree);
    expect([...arPlurals.keys()].sort()).toEqual([...enPlurals.keys()].sort());
    for (const [key, forms] of arPlurals)
      for (const form of ['one', 'two', 'few', 'many', 'other'])
        expect(forms.has(form), `${key}_${form}`).toBe(true);
    for (const [key, forms] of enPlurals)
      for (const form of ['one', 'other']) expect(forms.has(form), `${key}_${form}`).toBe(true);
  });

  it('write the count of a plural form as {count, number}, never ICU-style #', () => {
    for (const tree of [ar, en] as Tree[])
      for (const [key, message] of flatEntries(tree))
        if (PLURAL.test(key)) expect(message, key).not.toMatch(/#|\{count\}|\{\{/);
  });

  it('interpolate every placeholder of every message, for any count', () => {
    const vars = {
      field: 'F',
      min: 1,
      max: 2,
      n: 3,
      total: 4,
      title: 'T',
      name: 'N',
      mb: 5,
      number: 6,
      date: 'D',
      zone: 'Z',
      average: '4.5',
      ratings: 'R',
      stars: 'S',
      from: 'A',
      to: 'B',
    };
    for (const locale of ['ar', 'en'] as const) {
      const t = createI18n(locale).t;
      for (const key of locale === 'ar' ? arKeys : enKeys) {
        for (const count of [0, 1, 2, 3, 11, 100, 1000]) {
          const text = t(key, { ...vars, time: '1:00', percent: 6, value: 7, count });
          expect(text, `${locale} ${key} ${count}`).not.toMatch(/[{}]|^$/);
        }
      }
    }
  });

  it('render plurals through i18next: Arabic dual, few, many and other forms, digits grouped', () => {
    const t = createI18n('ar').t;
    expect([1, 2, 3, 11, 100].map((count) => t('profile.adsCount', { count }))).toEqual([
      'إعلان واحد',
      'إعلانان',
      '3 إعلانات',
      '11 إعلانًا',
      '100 إعلان',
    ]);
    expect(t('profile.adsCount', { count: 0 })).toBe('لا توجد إعلانات');
    expect(t('profile.adsCount', { count: 1000 })).toBe('1,000 إعلان');
    expect(t('time.days', { count: 2 })).toBe('منذ يومين');
  });

  it('use key_zero for a count of 0 in English too', () => {
    const t = createI18n('en').t;
    expect(t('settings.adsCount', { count: 0 })).toBe('No ads yet');
    expect(t('auth.redirectIn', { count: 0 })).toBe('Taking you to the home page…');
    expect(t('auth.redirectIn', { count: 1 })).toBe('Taking you to the home page in 1 second.');
  });

  it('render through react-i18next with the page instance', () => {
    function Count({ count }: { count: number }) {
      const { t, i18n } = useTranslation();
      return `${i18n.language}: ${t('profile.adsCount', { count })}`;
    }
    const html = (locale: 'ar' | 'en', count: number) =>
      renderToString(
        createElement(I18nextProvider, { i18n: createI18n(locale) }, createElement(Count, { count })),
      );
    expect(html('ar', 2)).toBe('ar: إعلانان');
    expect(html('en', 12345)).toBe('en: 12,345 ads');
  });

  it('format Arabic plurals with all six forms', () => {
    const t = createI18n('ar').t;
    const forms = [0, 1, 2, 3, 11, 100].map((count) => t('settings.adsCount', { count }));
    expect(new Set(forms).size).toBe(6);
    expect(t('validations.minLength', { field: 'كلمة المرور', min: 8, count: 8 })).toBe(
      'يجب ألا يقل كلمة المرور عن 8 أحرف',
    );
    expect(t('validations.minLength', { field: 'كلمة المرور', count: 2 })).toBe(
      'يجب ألا يقل كلمة المرور عن حرفين',
    );
  });

  it('formats English messages with field names and bounds', () => {
    const t = createI18n('en').t;
    expect(t('validations.minLength', { field: 'Password', min: 8, count: 8 })).toBe(
      'Password must be at least 8 characters',
    );
    expect(t('settings.adsCount', { count: 1 })).toBe('One ad');
    expect(t('settings.adsCount', { count: 0 })).toBe('No ads yet');
    expect(t('settings.adsCount', { count: 1000 })).toBe('1,000 ads');
  });
});
