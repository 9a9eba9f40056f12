import { DEFAULT_LOCALE, type Locale } from '@souqna/contracts';

/** Arabic lives at the root, English under /en (docs/product/i18n-and-rtl.md#addresses). */
export function localeFromPath(pathname: string): Locale {
  // A revalidation of the English home asks for '/en.data' (React Router single fetch).
  const path = pathname.replace(/\.data$/, '');
  return path === '/en' || path.startsWith('/en/') ? 'en' : DEFAULT_LOCALE;
}

/** The same page in the other language. */
export function switchLocalePath(pathname: string, to: Locale): string {
  const path = localeFromPath(pathname) === 'en' ? pathname.slice(3) || '/' : pathname;
  // A path starting '//' would be read as another host once in a Location header (open redirect).
  const bare = path.replace(/^\/{2,}/, '/');
  return to === 'en' ? (bare === '/' ? '/en' : `/en${bare}`) : bare;
}

/** Prefixes an app path with the locale's segment: localePath('/auth/login', 'en') → '/en/auth/login'. */
export function localePath(path: string, locale: Locale): string {
  if (locale !== 'en') return path;
  return path === '/' ? '/en' : `/en${path}`;
}
