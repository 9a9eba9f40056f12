import { RECENT_MAX, type RecentAd } from './pwa-caches.ts';

/**
 * The recently viewed list after opening `ad`: newest first, one entry per ad (the last language
 * it was read in), at most `max`. `dropped` are the entries whose page and photos can go.
 */
export function addRecent(
  list: readonly RecentAd[],
  ad: RecentAd,
  max = RECENT_MAX,
): { list: RecentAd[]; dropped: RecentAd[] } {
  const others = list.filter((x) => x.id !== ad.id);
  const replaced = list.filter((x) => x.id === ad.id && x.path !== ad.path);
  const next = [ad, ...others];
  return { list: next.slice(0, max), dropped: [...replaced, ...next.slice(max)] };
}

/** An ad's page on this site, in either language (never another origin: `//host` is refused). */
const AD_PATH = /^\/(en\/)?posts\/[\w-]+$/;

/** A stored list read back defensively: storage written by an older version must not break a page. */
export function readRecent(value: unknown): RecentAd[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (x): x is RecentAd =>
      typeof x === 'object' &&
      x !== null &&
      typeof x.id === 'string' &&
      typeof x.path === 'string' &&
      AD_PATH.test(x.path) &&
      typeof x.title === 'string' &&
      Array.isArray(x.photos) &&
      x.photos.every((p: unknown) => typeof p === 'string'),
  );
}

/** The entry a viewed ad page records. */
export function recentAdOf(
  post: {
    _id: string;
    title: string;
    price: number | null;
    currncy: string;
    images: { thumbnail: string | null; gallery: { thumbnail: string; full: string }[] };
  },
  path: string,
  at: number,
): RecentAd {
  const { thumbnail, gallery } = post.images;
  return {
    id: post._id,
    path,
    title: post.title,
    price: post.price,
    currency: post.currncy,
    thumbnail,
    // What the page shows first: the main photo and the row of thumbnails (the other full-size
    // photos are left to the browser's cache, to keep twenty ads' worth small).
    photos: [
      ...new Set([
        ...(thumbnail ? [thumbnail] : []),
        ...gallery.slice(0, 1).map((g) => g.full),
        ...gallery.map((g) => g.thumbnail),
      ]),
    ],
    at,
  };
}
