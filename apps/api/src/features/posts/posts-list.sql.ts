// The listing SQL, built from resolved filters. Every page is a keyset walk: the ORDER BY matches
// an index of 0004_posts.sql and the cursor is a row comparison, so depth costs nothing (notes §6).
import type { PostSort } from '@souqna/contracts';
import type { Cursor } from '../../lib/cursor.ts';
import { timeKeySql } from '../../lib/cursor.ts';

export type ListFilters = {
  tsquery?: string;
  dateFrom?: Date;
  dateTo?: Date;
  currncy?: 'SAR' | 'AED';
  countryCode?: string;
  stateCode?: string;
  cityIds?: number[];
  categoryId?: string;
  categoryRootId?: string;
  priceMin?: number;
  priceMax?: number;
  userId?: string;
  carModels?: string[];
  viewerId?: string;
};
/** walk: let the planner walk an ordered index; bitmap: collect the text matches first (rare words + filters). */
export type ListMode = 'walk' | 'bitmap';

const SORTS: Record<PostSort, { key: string; order: string; cmp: '<' | '>'; cast: string }> = {
  newest: { key: 'created_at', order: 'created_at desc, id desc', cmp: '<', cast: 'timestamptz' },
  oldest: { key: 'created_at', order: 'created_at asc, id asc', cmp: '>', cast: 'timestamptz' },
  price_asc: { key: 'price_minor', order: 'price_minor asc, id asc', cmp: '>', cast: 'bigint' },
  price_desc: { key: 'price_minor', order: 'price_minor desc, id desc', cmp: '<', cast: 'bigint' },
};
export const cursorKind = (sort: PostSort) => (SORTS[sort].key === 'created_at' ? 'time' : 'int');

const COLUMNS = `p.id, p.user_id, p.title, p.price_minor, p.currncy, p.show_price, p.category_id,
  p.category_root_id, p.car_model, p.country_code, p.state_code, p.city_id, p.created_at`;

function conditions(
  f: ListFilters,
  sort: PostSort,
  arg: (v: unknown) => string,
  withText: boolean,
): string[] {
  const c: string[] = [];
  if (withText && f.tsquery) c.push(`p.search_tsv @@ to_tsquery('simple', ${arg(f.tsquery)})`);
  if (f.dateFrom) c.push(`p.created_at >= ${arg(f.dateFrom)}`);
  if (f.dateTo) c.push(`p.created_at < ${arg(f.dateTo)}`);
  if (f.currncy) c.push(`p.currncy = ${arg(f.currncy)}`);
  if (f.countryCode) c.push(`p.country_code = ${arg(f.countryCode)}`);
  if (f.stateCode) c.push(`p.state_code = ${arg(f.stateCode)}`);
  if (f.cityIds)
    c.push(
      f.cityIds.length === 1
        ? `p.city_id = ${arg(f.cityIds[0])}`
        : `p.city_id = any(${arg(f.cityIds)}::int[])`,
    );
  if (f.categoryId) c.push(`p.category_id = ${arg(f.categoryId)}`);
  if (f.categoryRootId) c.push(`p.category_root_id = ${arg(f.categoryRootId)}`);
  if (f.userId) c.push(`p.user_id = ${arg(f.userId)}`);
  if (f.carModels)
    c.push(
      f.carModels.length === 1
        ? `p.car_model = ${arg(f.carModels[0])}`
        : `p.car_model = any(${arg(f.carModels)}::text[])`,
    );
  // A hidden price is neither filtered nor sorted on: either would reveal it.
  if (f.priceMin !== undefined || f.priceMax !== undefined || sort.startsWith('price'))
    c.push('p.show_price');
  if (f.priceMin !== undefined) c.push(`p.price_minor >= ${arg(f.priceMin)}`);
  if (f.priceMax !== undefined) c.push(`p.price_minor <= ${arg(f.priceMax)}`);
  // Decisions §4: you do not see the ads of members you blocked (InitPlan, evaluated once).
  if (f.viewerId)
    c.push(
      `p.user_id <> all(array(select blocked_id from user_blocks where blocker_id = ${arg(f.viewerId)}))`,
    );
  return c;
}

export function listingSql(
  f: ListFilters,
  sort: PostSort,
  after: Cursor | undefined,
  limit: number,
  mode: ListMode,
) {
  const params: unknown[] = [];
  const arg = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const s = SORTS[sort];
  const where = conditions(f, sort, arg, mode === 'walk');
  if (after) where.push(`(p.${s.key}, p.id) ${s.cmp} (${arg(after.key)}::${s.cast}, ${arg(after.id)}::uuid)`);
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const order = s.order.replace(/(\w+) (asc|desc)/g, 'p.$1 $2');
  // The bitmap form forces the GIN match first (MATERIALIZED), then filters and sorts the few matches.
  const source =
    mode === 'bitmap'
      ? `(with m as materialized (select ${COLUMNS} from posts p where p.search_tsv @@ to_tsquery('simple', ${arg(f.tsquery)}))
          select * from m) p`
      : 'posts p';
  const fav = f.viewerId
    ? `exists(select 1 from favorites f where f.user_id = ${arg(f.viewerId)} and f.post_id = page.id)`
    : 'false';
  const text = `
    with page as (
      select ${mode === 'bitmap' ? 'p.*' : COLUMNS}, ${s.key === 'created_at' ? timeKeySql('p.created_at') : 'p.price_minor::text'} as sort_key
      from ${source} ${whereSql}
      order by ${order} limit ${arg(limit)}
    )
    select page.*, u.fullname, u.avatar, img.thumbnail_key, img.card_key, ${fav} as is_favorite
    from page
    join users u on u.id = page.user_id
    left join lateral (
      select i.thumbnail_key, i.card_key from post_images i where i.post_id = page.id order by i.position limit 1
    ) img on true
    order by ${s.order.replace(/(\w+) (asc|desc)/g, 'page.$1 $2')}`;
  return { text, params };
}
