import { createStore, get } from 'idb-keyval';
import { OFFLINE_DB, RECENT_KEY, type RecentAd } from './pwa-caches.ts';
import { readRecent } from './recent-ads.ts';

/** The recently viewed ads the service worker keeps (apps/web/sw/kept.ts), newest first. */
export async function loadRecentAds(): Promise<RecentAd[]> {
  try {
    return readRecent(await get(RECENT_KEY, createStore(OFFLINE_DB.name, OFFLINE_DB.store)));
  } catch {
    return [];
  }
}
