import type { i18n } from 'i18next';
import type { Locale } from '@souqna/contracts';
import { localeFromPath } from '../lib/locale.ts';
import { seoMeta, type MetaArgs, type SeoPage } from '../lib/seo.ts';
import { createI18n } from './index.ts';

// meta() runs outside React; one read-only instance per language is safe to share.
const instances = new Map<Locale, i18n>();
export function translator(locale: Locale) {
  let instance = instances.get(locale);
  if (!instance) instances.set(locale, (instance = createI18n(locale)));
  return instance.t;
}

/** "Page | سوقنا" in the page's language. */
export function siteTitle(pathname: string, title: string): string {
  return `${title} | ${translator(localeFromPath(pathname))('app.name')}`;
}

/** A localized <title> and description, with canonical, hreflang and OpenGraph (lib/seo.ts). */
export function pageMeta(args: MetaArgs, key: string, page: Partial<SeoPage> = {}) {
  const t = translator(localeFromPath(args.location.pathname));
  return seoMeta(args, {
    title: siteTitle(args.location.pathname, t(`meta.${key}.title`)),
    description: t(`meta.${key}.description`),
    ...page,
  });
}
