// The offline page per language (docs/product/platform.md#offline), static HTML with its own small
// style so it shows with nothing else loaded; the service worker fills in <!--souqna:kept--> with
// the recently viewed ads, the favourites and the draft kept on the device.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, base, message, type Locale } from './messages.ts';
import { THEME } from './theme.ts';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif;background:${THEME.page};color:#141826;line-height:1.5}
main{max-width:40rem;margin-inline:auto;padding:2rem 1rem 3rem}
.card{background:#fff;border:1px solid #d4d7de;border-radius:1rem;padding:1.5rem;text-align:center}
h1{font-size:1.5rem;margin:.75rem 0 .25rem}h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
p{margin:0 0 1rem;color:#4a5160}
a{color:${THEME.primary};font-weight:600}
a:focus-visible{outline:3px solid ${THEME.primary};outline-offset:2px;border-radius:.25rem}
.btn{display:inline-flex;align-items:center;min-height:2.75rem;padding-inline:1.25rem;border-radius:.75rem;background:${THEME.primary};color:#fff;text-decoration:none}
.ads{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.ads li{display:flex;align-items:center;justify-content:space-between;gap:.75rem;background:#fff;border:1px solid #d4d7de;border-radius:.75rem;padding:.5rem .75rem}
.ads a{display:flex;align-items:center;gap:.75rem;text-decoration:none;color:#141826;min-width:0}
.ads img{border-radius:.5rem;object-fit:cover;flex:none}
.price{color:${THEME.primary};font-weight:700;white-space:nowrap}
`;

export function offlineHtml(locale: Locale): string {
  const t = (key: string) => message(locale, key);
  return `<!doctype html>
<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${THEME.primary}">
<title>${t('pwa.offlineTitle')} | ${t('app.name')}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="${base(locale)}/manifest.webmanifest">
<style>${STYLE.replace(/\n/g, '')}</style>
</head>
<body>
<main>
<div class="card" role="status">
<img src="/icons/icon-192.png" alt="${t('app.name')}" width="64" height="64">
<h1>${t('pwa.offlineTitle')}</h1>
<p>${t('pwa.offlineBody')}</p>
<a class="btn" href="">${t('pwa.retry')}</a>
</div>
<!--souqna:kept-->
</main>
</body>
</html>
`;
}

export function writeOfflinePages(root: string): string[] {
  return LOCALES.map((locale) => {
    const url = `${base(locale)}/offline.html`;
    mkdirSync(path.join(root, base(locale)), { recursive: true });
    writeFileSync(path.join(root, url), offlineHtml(locale));
    return url;
  });
}

/** The texts the worker writes into the offline page (sw/env.d.ts OfflineText). */
export function offlineText(locale: Locale) {
  const t = (key: string) => message(locale, key);
  return {
    recent: t('pwa.recent'),
    favorites: t('pwa.favorites'),
    favoritesLink: t('pwa.favoritesLink'),
    draft: t('pwa.draft'),
    draftLink: t('pwa.draftLink'),
    SAR: t('currency.SAR'),
    AED: t('currency.AED'),
  };
}
