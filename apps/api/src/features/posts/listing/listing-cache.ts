// Guests' listing pages, kept a few seconds. The same hot pages (a popular word, a city's newest
// ads, page one of a category) are asked for many times a second and a text search costs 1–6 ms
// of PostgreSQL CPU on 1 M ads (bench/results.md); a few seconds of reuse takes that off the
// database where it matters. Only answers that depend on the query alone are kept: a signed-in
// viewer has hearts and a block list, so never shares one. A post write in this process empties
// the cache after it commits; another instance's write shows here within the TTL.
import { LRUCache } from 'lru-cache';
import type { PostsPage } from '@souqna/contracts';
import type { Database } from '../db/client.ts';

/** Pages of about 21 cards (~20 KB each): a bounded few MB. */
const MAX_PAGES = 500;

const caches = new WeakMap<Database, LRUCache<string, Promise<PostsPage>>>();

/** The cached page for `key`, or `load()`'s; concurrent misses share one load. */
export function cachedListing(
  database: Database,
  seconds: number,
  key: string,
  load: () => Promise<PostsPage>,
): Promise<PostsPage> {
  if (seconds <= 0) return load();
  let cache = caches.get(database);
  if (!cache) {
    cache = new LRUCache({ max: MAX_PAGES, ttl: seconds * 1000 });
    caches.set(database, cache);
  }
  const hit = cache.get(key);
  if (hit) return hit;
  const page = load();
  cache.set(key, page);
  // A failure is not kept (and only this load's entry goes, not a newer one).
  page.catch(() => {
    if (cache.peek(key) === page) cache.delete(key);
  });
  return page;
}

/** After a committed write that can change any listing (a post added, edited or gone). */
export function invalidateListings(database: Database): void {
  caches.get(database)?.clear();
}
