// The similar ads under an ad (docs/decisions/0041-ad-page-facts.md#similar-ads): two bounded index
// walks, never a scan of the category. The same model walks posts_car_listed_idx; the subcategory's
// newest ads walk posts_category_listed_idx (both partial on listed ads, 0025_ad_lifecycle.sql) and only
// those few are ranked: same country, then same make, then the nearest price.
import type { Database } from '../../db/client.ts';
import { visibleToViewerSql } from '../../policies/blocks.ts';

/** How many of the subcategory's newest ads are ranked: enough to find close prices, bounded on 1 M ads. */
export const SIMILAR_WALK = 200;

export type SimilarTo = {
  id: string;
  categoryId: string;
  countryCode: string;
  carModel: string | null;
  /** The models of its make (the same make ranks first after the country). */
  makeModels: string[];
  /** Compared only when the ad shows its price: a hidden one must not be guessed from the order. */
  priceMinor: number | null;
};

export async function similarIds(
  database: Database,
  to: SimilarTo,
  limit: number,
  viewerId: string | null,
): Promise<string[]> {
  const visible = visibleToViewerSql('p.user_id', '$7', { optional: true });
  const rows = await database.query<{ id: string }>(
    `with model as (
       select p.id, p.listed_at from posts p
        where p.car_model = $2 and p.sold_at is null and p.expired_at is null and p.id <> $1 and ${visible}
        order by p.listed_at desc, p.id desc limit ${Math.trunc(limit)}
     ), recent as (
       select p.id, p.listed_at, p.price_minor, p.show_price, p.country_code, p.car_model from posts p
        where p.category_id = $3 and p.sold_at is null and p.expired_at is null and p.id <> $1 and ${visible}
        order by p.listed_at desc, p.id desc limit ${SIMILAR_WALK}
     ), ranked as (
       select id, 0 as tier, row_number() over (order by listed_at desc, id desc) as rank from model
       union all
       select id, 1, row_number() over (
                order by (country_code = $4) desc,
                         coalesce(car_model = any($5::text[]), false) desc,
                         case when show_price and $6::bigint is not null then abs(price_minor - $6::bigint) end
                           asc nulls last,
                         listed_at desc, id desc)
         from recent
     )
     select id from (select distinct on (id) id, tier, rank from ranked order by id, tier, rank) d
      order by tier, rank limit ${Math.trunc(limit)}`,
    [to.id, to.carModel, to.categoryId, to.countryCode, to.makeModels, to.priceMinor, viewerId],
  );
  return rows.map((r) => r.id);
}
