// One web manifest per language (docs/product/platform.md#installable-app): Arabic at
// /manifest.webmanifest, English at /en/manifest.webmanifest, linked by the page of that language.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ICONS } from './icons.ts';
import { LOCALES, base, message } from './messages.ts';
import { THEME } from './theme.ts';

export function manifestOf(locale: (typeof LOCALES)[number]) {
  return {
    // One app whichever language it was installed from.
    id: '/',
    name: message(locale, 'pwa.appName'),
    short_name: message(locale, 'app.name'),
    description: message(locale, 'meta.home.description'),
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    start_url: base(locale) || '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME.primary,
    background_color: THEME.page,
    categories: ['shopping', 'lifestyle'],
    icons: ICONS.filter((i) => i.purpose).map((i) => ({
      src: `/${i.file}`,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.purpose,
    })),
  };
}

export function writeManifests(root: string): string[] {
  return LOCALES.map((locale) => {
    const url = `${base(locale)}/manifest.webmanifest`;
    mkdirSync(path.join(root, base(locale)), { recursive: true });
    writeFileSync(path.join(root, url), `${JSON.stringify(manifestOf(locale), null, 2)}\n`);
    return url;
  });
}
