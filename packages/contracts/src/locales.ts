export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeDir(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Picks `ar_<field>` or `en_<field>` of a bilingual row, falling back to the other language. */
export function localized<T extends object>(row: T, field: string, locale: Locale): string {
  const record = row as Record<string, unknown>;
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const value = record[`${locale}_${field}`] ?? record[`${other}_${field}`];
  return typeof value === 'string' ? value : '';
}
