// Souqna's service worker (docs/decisions/0030-installable-app.md), built into /sw.js as a classic
// script whose first line imports /sw-push.js (web push). Registered by app/features/pwa/register.ts.
import type { WorkerMessage } from '../app/lib/pwa-caches.ts';
import { isKeptPath, requestKind } from '../app/lib/pwa-requests.ts';
import { readRecent } from '../app/lib/recent-ads.ts';
import { forgetMember, keepPage, viewed } from './kept.ts';
import { cleanUp, precache } from './shell.ts';
import { asset, keptPage, page, pageData, photo, shell } from './strategies.ts';

declare const self: ServiceWorkerGlobalScope;

// No skipWaiting at install: a new version waits until the member accepts the "new version" prompt,
// so a page never runs against another build's worker mid-session.
self.addEventListener('install', (event) => event.waitUntil(precache()));

self.addEventListener('activate', (event) => event.waitUntil(cleanUp().then(() => self.clients.claim())));

self.addEventListener('message', (event) => {
  const message = event.data as WorkerMessage | null;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
  // What a page asks to keep is checked again: only an ad, the favourites or the form, on this site.
  const [ad] = message?.type === 'viewed' ? readRecent([message.ad]) : [];
  const keep = message?.type === 'keep' ? new URL(message.path, self.location.origin) : null;
  if (ad) event.waitUntil(viewed(ad).catch(() => undefined));
  else if (keep && keep.origin === self.location.origin && isKeptPath(keep.pathname))
    event.waitUntil(keepPage(keep.pathname + keep.search, true).catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  switch (requestKind(request, self.location.origin)) {
    case 'asset':
      return event.respondWith(asset(request));
    case 'shell':
      return event.respondWith(shell(request));
    case 'photo':
      return event.respondWith(photo(request));
    case 'page':
      return event.respondWith(page(request));
    case 'kept-page':
      return event.respondWith(keptPage(request));
    case 'page-data':
      return event.respondWith(pageData(request));
    case 'sign-out':
      // The post itself goes to the network untouched; the member's copies go at the same time.
      return event.waitUntil(forgetMember());
    default:
      return;
  }
});
