// Canonical, hreflang alternates and OpenGraph for every page (React Router meta descriptors).
import type { Locale } from '@souqna/contracts';
import { localeFromPath, switchLocalePath } from './locale.ts';

type Match = { id: string; loaderData?: unknown } | undefined;
export type MetaArgs = { location: { pathname: string; search?: string }; matches: Match[] };
export type SeoPage = {
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'product' | 'profile';
  /** Query keys that make a different page (e.g. ?type=fav); others are the same page. */
  keepQuery?: string[];
  jsonLd?: object;
};

const OG_LOCALE: Record<Locale, string> = { ar: 'ar_SA', en: 'en_US' };

/** The site's public origin, from the root loader (PUBLIC_URL, else the request's own). */
export function originOf(matches: Match[]): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? '';
}

export function seoMeta({ location, matches }: MetaArgs, page: SeoPage) {
  const origin = originOf(matches);
  const locale = localeFromPath(location.pathname);
  const params = new URLSearchParams(location.search ?? '');
  const kept = new URLSearchParams([...params].filter(([k]) => page.keepQuery?.includes(k)));
  const query = kept.size ? `?${kept}` : '';
  const url = (to: Locale) => `${origin}${switchLocalePath(location.pathname, to)}${query}`;
  const image = page.image ? new URL(page.image, origin || 'http://localhost').href : null;
  return [
    { title: page.title },
    { name: 'description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url(locale) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: url('ar') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url('ar') },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:url', content: url(locale) },
    { property: 'og:locale', content: OG_LOCALE[locale] },
    { property: 'og:locale:alternate', content: OG_LOCALE[locale === 'ar' ? 'en' : 'ar'] },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    ...(page.jsonLd ? [{ 'script:ld+json': page.jsonLd }] : []),
  ];
}
