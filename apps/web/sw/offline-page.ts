import { CACHES, DRAFT_KEY, OFFLINE_DB } from '../app/lib/pwa-caches.ts';
import { createStore, get } from 'idb-keyval';
import { offlinePageFor } from '../app/lib/pwa-requests.ts';
import { SHELL_CACHE } from './shell.ts';
import { recentAds } from './kept.ts';

// The offline page (built per language by apps/web/scripts/pwa/offline-pages.ts) with what this
// device can show without a connection filled in where the page says <!--souqna:kept-->.

const store = createStore(OFFLINE_DB.name, OFFLINE_DB.store);
const MARK = '<!--souqna:kept-->';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function price(amount: number | null, currency: string, text: OfflineText) {
  if (amount === null) return '';
  // As the pages show it (app/lib/price.ts): whole units, en-US grouping, the currency's label.
  const label = currency === 'SAR' ? text.SAR : text.AED;
  const shown = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount);
  return `<span class="price"><bdi dir="ltr">${shown}</bdi> ${escape(label)}</span>`;
}

async function keptSections(english: boolean): Promise<string> {
  const text = english ? __SW_BUILD__.text.en : __SW_BUILD__.text.ar;
  const pages = await caches.open(CACHES.pages);
  const parts: string[] = [];
  const favorites = english ? '/en/favorites' : '/favorites';
  const form = english ? '/en/posts/new' : '/posts/new';
  if (await get(DRAFT_KEY, store).catch(() => null))
    if (await pages.match(form))
      parts.push(
        `<section><h2>${escape(text.draft)}</h2><p><a href="${form}">${escape(text.draftLink)}</a></p></section>`,
      );
  if (await pages.match(favorites, { ignoreSearch: true }))
    parts.push(
      `<section><h2>${escape(text.favorites)}</h2><p><a href="${favorites}">${escape(text.favoritesLink)}</a></p></section>`,
    );
  const ads = [];
  for (const ad of await recentAds()) if (await pages.match(ad.path)) ads.push(ad);
  if (ads.length) {
    const items = ads.map(
      (ad) =>
        `<li><a href="${escape(ad.path)}">${ad.thumbnail ? `<img src="${escape(ad.thumbnail)}" alt="" width="64" height="48">` : ''}<bdi>${escape(ad.title)}</bdi></a>${price(ad.price, ad.currency, text)}</li>`,
    );
    parts.push(`<section><h2>${escape(text.recent)}</h2><ul class="ads">${items.join('')}</ul></section>`);
  }
  return parts.join('');
}

/** The offline page for the address asked for, in its language, status 503 (not cached by anyone). */
export async function offlinePage(pathname: string): Promise<Response> {
  const url = offlinePageFor(pathname);
  const cached = await (await caches.open(SHELL_CACHE)).match(url);
  const html = cached ? await cached.text() : 'Offline';
  const body = html.replace(MARK, await keptSections(url.startsWith('/en/')).catch(() => ''));
  return new Response(body, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
