// What code outside the posts feature may use: the seeds and factories in apps/api/db build ads
// as the feature does (placement, search document, photo keys and renditions, search statistics),
// without reaching into its files (ESLint holds db/ to *.public.ts modules).
import type { Storage } from '../../adapters/storage/index.ts';
import type { Database, Row } from '../../db/client.ts';
export { postSearchDocument, resolvePlacement, type PostPlacement } from './post-input.ts';
export { resolveAttributes } from './post-attributes.ts';
export { imageKeysFor, storeRenditionsAs, type StoredImage } from './post-images.ts';
export { refreshSearchStats, refreshSearchStatsIfStale } from './listing/search-stats.ts';
/** The moderation port (src/moderation.ts): a report's `removed` deletes the ad this way. */
export { removePost } from './post-delete.service.ts';

/** The member's own ads with their photos' URLs, newest first, for the export of their data. */
export async function adsForExport(sql: Database, storage: Storage, userId: string, cap: number) {
  const rows = await sql.query<Row & { images: { thumbnail: string; card: string; full: string }[] }>(
    `select p.id, p.title, p.description, p.price_minor as "priceMinor", p.currncy as currency,
            p.show_price as "showPrice", p.category_id as "categoryId", p.car_model as "carModel",
            p.attributes, p.country_code as "countryCode", p.state_code as "stateCode", p.city_id as "cityId",
            p.sold_at as "soldAt", p.sale_price_minor as "salePriceMinor",
            p.created_at as "createdAt", p.updated_at as "updatedAt",
            coalesce((select json_agg(json_build_object('thumbnail', i.thumbnail_key, 'card', i.card_key,
                                                        'full', i.full_key) order by i.position)
                        from post_images i where i.post_id = p.id), '[]') as images
       from posts p where p.user_id = $1 order by p.created_at desc, p.id desc limit $2`,
    [userId, cap],
  );
  const url = (key: string) => storage.url(key);
  return rows.map((r) => ({
    ...r,
    images: r.images.map((i) => ({ thumbnail: url(i.thumbnail), card: url(i.card), full: url(i.full) })),
  }));
}
