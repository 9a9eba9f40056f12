// What code outside the posts feature may use: the seeds and factories in apps/api/db build ads
// as the feature does (placement, search document, photo keys and renditions, search statistics),
// without reaching into its files (ESLint holds db/ to *.public.ts modules).
import type { Storage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { adRowsForExport } from './posts.queries.ts';
export { postSearchDocument, resolvePlacement, type PostPlacement } from './post-input.ts';
export { resolveAttributes } from './post-attributes.ts';
export { imageKeysFor, storeRenditionsAs, type StoredImage } from './post-images.ts';
export { refreshSearchStats, refreshSearchStatsIfStale } from './listing/search-stats.ts';
/** Saved searches (saved-searches/) resolve a query exactly as the listing does. */
export { resolveFilters } from './listing/listing.service.ts';
export type { ListFilters } from './listing/types.ts';
/** The moderation port (compose/moderation.ts): a report's `removed` deletes the ad this way. */
export { removePost } from './post-delete.service.ts';

/** The member's own ads with their photos' URLs, newest first, for the export of their data. */
export async function adsForExport(sql: Database, storage: Storage, userId: string, cap: number) {
  const url = (key: string) => storage.url(key);
  return (await adRowsForExport(sql, userId, cap)).map((r) => ({
    ...r,
    images: r.images.map((i) => ({ thumbnail: url(i.thumbnail), card: url(i.card), full: url(i.full) })),
  }));
}
