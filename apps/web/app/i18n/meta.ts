import { localeFromPath } from '../lib/locale.ts';
import { seoMeta, type MetaArgs, type SeoPage } from '../lib/seo.ts';
import { translator } from './catalog.ts';

// meta() runs outside React, after the page's messages are loaded (root.tsx waits for them).
export { translator };

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
