// The post card of docs/product/listings-and-search.md#what-an-ad-holds (listing, favourites, toggle answers): row shape, SQL by ids, mapping.
// Price is null for a hidden price unless the viewer owns the ad (docs/product/listings-and-search.md#prices-and-money).
import { PRICE_DROP_MARK_DAYS, type PostAttributes, type PostCard, type PriceDrop } from '@souqna/contracts';
import type { AuthUser } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { Reference } from './reference.ts';
import type { Storage } from '../adapters/storage/index.ts';

export type Place = { countryCode: string; stateCode: string; cityId: number | null };

export function placeNames(ref: Reference, p: Place) {
  const country = ref.countries.get(p.countryCode);
  const state = ref.states.get(p.stateCode);
  const city = p.cityId === null ? undefined : ref.cities.get(p.cityId);
  return {
    country: country?.ar ?? '',
    en_country: country?.en ?? '',
    ar_country: country?.ar ?? '',
    en_state: state?.en ?? '',
    ar_state: state?.ar ?? '',
    en_city: city?.en ?? null,
    ar_city: city?.ar ?? null,
  };
}

export const visiblePrice = (
  priceMinor: number,
  showPrice: boolean,
  ownerId: string,
  viewer: AuthUser | null,
) => (showPrice || viewer?.id === ownerId ? Number(priceMinor) / 100 : null);

/** A listing row (features/posts/listing/listing.sql.ts or cardRows) → the post card. */
export type CardRow = {
  id: string;
  user_id: string;
  title: string;
  price_minor: string | number;
  currncy: 'SAR' | 'AED';
  show_price: boolean;
  category_id: string;
  car_model: string | null;
  attributes: PostAttributes | null;
  country_code: string;
  state_code: string;
  city_id: number | null;
  created_at: Date | string;
  sold_at: Date | string | null;
  listed_at: Date | string;
  expires_at: Date | string;
  expired_at: Date | string | null;
  fullname: string;
  avatar: string | null;
  thumbnail_key: string | null;
  card_key: string | null;
  is_favorite?: boolean;
  /** The seller's summary row (seller_ratings), null while nobody rated them. */
  rating_count?: number | null;
  rating_total?: number | null;
  price_was_minor: string | number | null;
  price_dropped_at: Date | string | null;
};

/** One decimal, as the stars show it; absent while nobody rated the seller. */
export function sellerRatingOf(count: number | null | undefined, total: number | null | undefined) {
  return count && total != null ? { average: Math.round((total / count) * 10) / 10, count } : undefined;
}

const withRating = (rating: ReturnType<typeof sellerRatingOf>) => (rating ? { sellerRating: rating } : {});

/**
 * "Price dropped" (docs/product/listings-and-search.md#watch-list): the price before the drop while
 * the mark lasts, the ad is for sale, and its price shows to this viewer; else nothing (optional field).
 */
export function priceDropOf(
  p: { priceWasMinor: number | null; priceDroppedAt: Date | null; priceMinor: number; soldAt: unknown },
  price: number | null,
  now = new Date(),
): { priceDrop?: PriceDrop } {
  if (price === null || p.soldAt || p.priceWasMinor === null || p.priceDroppedAt === null) return {};
  const fresh = now.getTime() - p.priceDroppedAt.getTime() < PRICE_DROP_MARK_DAYS * 86_400_000;
  if (!fresh || p.priceWasMinor <= p.priceMinor) return {};
  return { priceDrop: { from: p.priceWasMinor / 100, at: p.priceDroppedAt.toISOString() } };
}

export function toCard(row: CardRow, ref: Reference, storage: Storage, viewer: AuthUser | null): PostCard {
  const price = visiblePrice(Number(row.price_minor), row.show_price, row.user_id, viewer);
  const drop = {
    priceWasMinor: row.price_was_minor === null ? null : Number(row.price_was_minor),
    priceDroppedAt: row.price_dropped_at === null ? null : new Date(row.price_dropped_at),
    priceMinor: Number(row.price_minor),
    soldAt: row.sold_at,
  };
  return {
    _id: row.id,
    title: row.title,
    images: {
      thumbnail: row.thumbnail_key ? storage.url(row.thumbnail_key) : null,
      card: row.card_key ? storage.url(row.card_key) : null,
    },
    price,
    currncy: row.currncy,
    showPrice: row.show_price,
    ...placeNames(ref, { countryCode: row.country_code, stateCode: row.state_code, cityId: row.city_id }),
    createdAt: new Date(row.created_at).toISOString(),
    user: { _id: row.user_id, avatar: row.avatar, fullname: row.fullname },
    userId: row.user_id,
    categoryId: row.category_id,
    carModel: row.car_model,
    attributes: row.attributes ?? {},
    soldAt: row.sold_at === null ? null : new Date(row.sold_at).toISOString(),
    listedAt: new Date(row.listed_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    expiredAt: row.expired_at === null ? null : new Date(row.expired_at).toISOString(),
    ...(viewer ? { isFavorite: Boolean(row.is_favorite) } : {}),
    ...withRating(sellerRatingOf(row.rating_count, row.rating_total)),
    ...priceDropOf(drop, price),
  };
}

/** Cards for a known set of posts (favourites, the toggle answer), in the order of ids. */
export async function cardRows(database: Database, ids: string[], viewerId?: string): Promise<CardRow[]> {
  if (!ids.length) return [];
  const rows = await database.query<CardRow>(
    `select p.id, p.user_id, p.title, p.price_minor, p.currncy, p.show_price, p.category_id, p.car_model,
            p.attributes, p.country_code, p.state_code, p.city_id, p.created_at, p.sold_at,
            p.listed_at, p.expires_at, p.expired_at, p.price_was_minor, p.price_dropped_at, u.fullname, u.avatar,
            img.thumbnail_key, img.card_key, sr.count as rating_count, sr.total as rating_total,
            ($2::uuid is not null and exists(select 1 from favorites f where f.user_id = $2 and f.post_id = p.id)) as is_favorite
       from posts p
       join users u on u.id = p.user_id
       left join seller_ratings sr on sr.seller_id = p.user_id
       left join lateral (
         select i.thumbnail_key, i.card_key from post_images i where i.post_id = p.id order by i.position limit 1
       ) img on true
      where p.id = any($1::uuid[])`,
    [ids, viewerId ?? null],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
