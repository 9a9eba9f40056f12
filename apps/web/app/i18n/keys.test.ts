import { describe, expect, it } from 'vitest';
import { ERROR_NAMES, MESSAGES } from '@souqna/contracts';
import ar from './ar.json';
import en from './en.json';
import { createI18n } from './index.ts';

type Tree = { [key: string]: string | Tree };

function flatKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatKeys(value, `${prefix}${key}.`),
  );
}

const arKeys = new Set(flatKeys(ar as Tree));
const enKeys = new Set(flatKeys(en as Tree));

describe('translation files', () => {
  it('have the same keys in Arabic and English', () => {
    expect([...arKeys].filter((k) => !enKeys.has(k))).toEqual([]);
    expect([...enKeys].filter((k) => !arKeys.has(k))).toEqual([]);
  });

  it('have a message for every error name of the contracts, and the default', () => {
    const wanted = [...ERROR_NAMES.map((name) => `errors.${name}`), 'errors.default'];
    for (const keys of [arKeys, enKeys]) expect(wanted.filter((k) => !keys.has(k))).toEqual([]);
  });

  it('have a message for every validation key the schemas use', () => {
    for (const keys of [arKeys, enKeys])
      expect(Object.values(MESSAGES).filter((k) => !keys.has(k))).toEqual([]);
  });

  it('format Arabic plurals with all six forms', () => {
    const t = createI18n('ar').t;
    const forms = [0, 1, 2, 3, 11, 100].map((count) => t('settings.adsCount', { count }));
    expect(new Set(forms).size).toBe(6);
    expect(t('validations.minLength', { field: 'كلمة المرور', min: 8 })).toContain('كلمة المرور');
  });

  it('formats English messages with field names and bounds', () => {
    const t = createI18n('en').t;
    expect(t('validations.minLength', { field: 'Password', min: 8 })).toBe(
      'Password must be at least 8 characters',
    );
    expect(t('settings.adsCount', { count: 1 })).toBe('One ad');
  });
});
