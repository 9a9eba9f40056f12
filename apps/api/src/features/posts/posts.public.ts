// What code outside the posts feature may use: the seeds and factories in apps/api/db build ads
// as the feature does (placement, search document, photo keys and renditions, search statistics),
// without reaching into its files (ESLint holds db/ to *.public.ts modules).
export { postSearchDocument, resolvePlacement, type PostPlacement } from './post-input.ts';
export { imageKeysFor, storeImageAs, type StoredImage } from './post-images.ts';
export { refreshSearchStats, refreshSearchStatsIfStale } from './listing/search-stats.ts';
