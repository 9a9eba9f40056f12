import { clear, createStore, get, set } from 'idb-keyval';
import { CACHES, OFFLINE_DB, RECENT_KEY, type RecentAd } from '../app/lib/pwa-caches.ts';
import { addRecent, readRecent } from '../app/lib/recent-ads.ts';

// The member's pages readable offline (docs/product/platform.md#offline): the recently viewed
// ads with their photos, the favourites and the new-ad form; all cleared on sign-out.

const store = createStore(OFFLINE_DB.name, OFFLINE_DB.store);
/** Page fetches in flight, so a page's own "keep" message does not fetch it a second time. */
const inFlight = new Map<string, Promise<unknown>>();
/** When each copy was stored (while this worker runs): a copy seconds old is not fetched again. */
const storedAt = new Map<string, number>();
const FRESH_MS = 10_000;

export function track(path: string, work: Promise<unknown>) {
  inFlight.set(path, work);
  void work.finally(() => inFlight.get(path) === work && inFlight.delete(path));
}

/** Stores a page answer when it is a whole page: not a redirect (signed out) nor an error. */
export async function putPage(path: string, response: Response) {
  if (response.status !== 200 || response.redirected) return;
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return;
  await (await caches.open(CACHES.pages)).put(path, response);
  storedAt.set(path, Date.now());
}

/** A page opened without a full load (client-side navigation) is fetched once to keep its copy. */
export async function keepPage(path: string, refresh: boolean) {
  await inFlight.get(path);
  if (Date.now() - (storedAt.get(path) ?? 0) < FRESH_MS) return;
  const pages = await caches.open(CACHES.pages);
  if (!refresh && (await pages.match(path))) return;
  const response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  await putPage(path, response);
}

export async function recentAds(): Promise<RecentAd[]> {
  return readRecent(await get(RECENT_KEY, store).catch(() => []));
}

export async function viewed(ad: RecentAd) {
  const { list, dropped } = addRecent(await recentAds(), ad);
  await set(RECENT_KEY, list, store);
  const [pages, images] = await Promise.all([caches.open(CACHES.pages), caches.open(CACHES.images)]);
  const stillShown = new Set(list.flatMap((x) => x.photos));
  for (const old of dropped) {
    if (!list.some((x) => x.path === old.path)) await pages.delete(old.path);
    for (const photo of old.photos) if (!stillShown.has(photo)) await images.delete(photo);
  }
  await keepPage(ad.path, false);
  // Photos on this site only (with S3 they come from the bucket, left to the HTTP cache).
  for (const photo of ad.photos.filter((p) => p.startsWith('/uploads/'))) {
    if (await images.match(photo)) continue;
    const response = await fetch(photo).catch(() => null);
    if (response?.ok) await images.put(photo, response);
  }
}

/** Sign-out on a shared phone: the next person must not read this member's pages or draft. */
export async function forgetMember() {
  storedAt.clear();
  await Promise.all([
    caches.delete(CACHES.pages),
    caches.delete(CACHES.images),
    clear(store).catch(() => undefined),
  ]);
}
