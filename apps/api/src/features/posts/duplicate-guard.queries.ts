// The duplicate guard's two reads at posting (docs/decisions/0058-duplicate-guard.md). Both look at
// live ads only (neither sold nor expired): an ended ad is renewed, not refreshed.
import { DUPLICATE_TEXT_SIMILARITY, PHOTO_HASH_MAX_DISTANCE } from '@souqna/contracts';
import type { Connection } from '../../db/client.ts';
import { bandsOf } from '../../lib/photo-hash.ts';

type Conn = Pick<Connection, 'query'>;
export type Match = { id: string; user_id: string; title: string };

/** What an ad's text match is judged on. */
export type AdText = {
  userId: string;
  categoryId: string;
  title: string;
  description: string;
  carModel: string | null;
  details: Record<string, unknown>;
};

/**
 * The seller's live ad in the same category, of the same model and details (year, mileage, rooms…),
 * whose title and description are close to these (pg_trgm similarity; two empty descriptions are
 * the same). A dealer's templated text for another car (another year, another mileage) is another
 * item. The seller's few ads, by posts_user_listed_idx.
 */
export async function sameTextAd(conn: Conn, ad: AdText): Promise<Match | undefined> {
  const [row] = await conn.query<Match>(
    `select id, user_id, title from posts
      where user_id = $1 and category_id = $2 and sold_at is null and expired_at is null
        and car_model is not distinct from $6 and attributes = $7::jsonb
        and similarity(lower(title), lower($3)) >= $5
        and (lower(description) = lower($4) or similarity(lower(description), lower($4)) >= $5)
      order by listed_at desc limit 1`,
    [
      ad.userId,
      ad.categoryId,
      ad.title,
      ad.description,
      DUPLICATE_TEXT_SIMILARITY,
      ad.carModel,
      JSON.stringify(ad.details),
    ],
  );
  return row;
}

/**
 * Live ads with a photo within PHOTO_HASH_MAX_DISTANCE bits of one of `hashes`: the four band
 * indexes of 0030 find the candidates (a near match shares a band whole), bit_count confirms. The
 * seller's own first, then the newest.
 */
export async function samePhotoAds(conn: Conn, userId: string, hashes: bigint[]): Promise<Match[]> {
  if (!hashes.length) return [];
  const bands = [0, 1, 2, 3].map((b) => hashes.map((h) => bandsOf(h)[b]!));
  // Materialized: the band lookups come first whatever the planner guesses of the confirmation
  // (with LIMIT, it would otherwise walk the listed ads one by one looking for a match).
  return conn.query<Match>(
    `with near as materialized (
       select i.post_id from post_images i
        where i.phash is not null
          and (((i.phash >> 48) & 65535) = any($2::bigint[]) or ((i.phash >> 32) & 65535) = any($3::bigint[])
               or ((i.phash >> 16) & 65535) = any($4::bigint[]) or (i.phash & 65535) = any($5::bigint[]))
          and exists (select 1 from unnest($1::bigint[]) h
                       where bit_count((i.phash # h)::bit(64)) <= ${PHOTO_HASH_MAX_DISTANCE})
     )
     select p.id, p.user_id, p.title from posts p
      where p.id in (select post_id from near) and p.sold_at is null and p.expired_at is null
      order by p.user_id = $6 desc, p.listed_at desc limit 5`,
    [hashes.map(String), ...bands, userId],
  );
}
