import { readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: string | Tree };
export type Locale = 'ar' | 'en';
export const LOCALES: Locale[] = ['ar', 'en'];

const cache = new Map<Locale, Tree>();

/** A message of the app's catalogue (apps/web/app/i18n/<locale>.json): one text for pages and build. */
export function message(locale: Locale, key: string): string {
  let tree = cache.get(locale);
  if (!tree) {
    const file = path.resolve(import.meta.dirname, `../../app/i18n/${locale}.json`);
    cache.set(locale, (tree = JSON.parse(readFileSync(file, 'utf8')) as Tree));
  }
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>((node, k) => (typeof node === 'object' ? node[k] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`No ${locale} message ${key}`);
  return value;
}

export const base = (locale: Locale) => (locale === 'en' ? '/en' : '');
