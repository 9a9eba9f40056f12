// The service worker's caches and messages, defined once for the worker (apps/web/sw/) and the
// pages that talk to it (docs/decisions/0030-installable-app.md).

/** The build's shell is versioned; the rest outlive an update (old kept pages still need their assets). */
export const CACHES = {
  shellPrefix: 'souqna-shell-',
  /** Hashed /assets/ files, cache-first: their names change with their content. */
  assets: 'souqna-assets',
  /** The member's pages readable offline: recently viewed ads, favourites, the new-ad form. */
  pages: 'souqna-pages',
  /** The photos of the recently viewed ads. */
  images: 'souqna-images',
} as const;

/** The IndexedDB database and store (idb-keyval) for the recently viewed list and the new-ad draft. */
export const OFFLINE_DB = { name: 'souqna-offline', store: 'kv' } as const;
export const RECENT_KEY = 'recent-ads';
export const DRAFT_KEY = 'post-draft';

/** How many recently viewed ads are kept, with their page and photos (docs/product/platform.md#installable-app). */
export const RECENT_MAX = 20;

export type RecentAd = {
  id: string;
  /** The page as it was opened (its language), the copy readable offline. */
  path: string;
  title: string;
  price: number | null;
  currency: string;
  thumbnail: string | null;
  /** The photos its page shows, kept with it and dropped with it. */
  photos: string[];
  at: number;
};

/** Pages → worker. */
export type WorkerMessage =
  { type: 'viewed'; ad: RecentAd } | { type: 'keep'; path: string } | { type: 'skip-waiting' };
