// Guests' listing pages, kept a few seconds (docs/decisions/0009). The same hot pages (a popular
// word, a city's newest ads, page one of a category) are asked for many times a second and a text
// search costs 1–6 ms of PostgreSQL CPU on 1 M ads (bench/results.md); a few seconds of reuse
// takes that off the database where it matters. Only answers that depend on the query alone are
// kept: a signed-in viewer has hearts and a block list, so never shares one. The cache is one per
// app (deps.listingCache) and is emptied by the domain events after a write commits, on every
// worker and instance (compose/subscriptions.ts).
// The first page's result counts use the same mechanics, shared by guests and members alike
// (docs/product/listings-and-search.md#result-count).
import { LRUCache } from 'lru-cache';
import type { PostsPage } from '@souqna/contracts';

/** Pages of about 21 cards (~20 KB each): a bounded few MB. */
const MAX_PAGES = 500;

export type ListingCache<T = PostsPage> = {
  /** The cached value for `key`, or `load()`'s; concurrent misses share one load. */
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
};

export function createListingCache<T = PostsPage>(seconds: number, max = MAX_PAGES): ListingCache<T> {
  if (seconds <= 0) return { get: (_key, load) => load(), clear: () => {} };
  const cache = new LRUCache<string, Promise<T>>({ max, ttl: seconds * 1000 });
  return {
    get(key, load) {
      const hit = cache.get(key);
      if (hit) return hit;
      const page = load();
      cache.set(key, page);
      // A failure is not kept (and only this load's entry goes, not a newer one).
      page.catch(() => {
        if (cache.peek(key) === page) cache.delete(key);
      });
      return page;
    },
    clear: () => cache.clear(),
  };
}
