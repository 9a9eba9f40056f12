// The listing SQL, built from resolved filters. Every page is a keyset walk: the ORDER BY matches
// an index of 0025_ad_lifecycle.sql (listed_at, partial on listed ads: neither sold nor expired) and
// the cursor is a row comparison, so depth costs nothing (docs/product/listings-and-search.md#cursor-paging).
// A text search takes the plan search-plan.ts picks (a bounded walk, or the GIN matches first).
import type { PostSort } from '@souqna/contracts';
import type { Cursor } from '../../../lib/cursor.ts';
import { timeKeySql } from '../../../lib/cursor.ts';
import { hiddenAuthorsSql } from '../../../policies/blocks.ts';
import type { ListFilters, ListPlan } from './types.ts';

const SORTS: Record<PostSort, { key: string; order: string; cmp: '<' | '>'; cast: string }> = {
  // Best match ranks the newest matches (best-match.ts): they, and the matches after them, are read newest first.
  // Time is when the ad was last put at the top: posted, refreshed or renewed (listed_at).
  relevance: { key: 'listed_at', order: 'listed_at desc, id desc', cmp: '<', cast: 'timestamptz' },
  newest: { key: 'listed_at', order: 'listed_at desc, id desc', cmp: '<', cast: 'timestamptz' },
  oldest: { key: 'listed_at', order: 'listed_at asc, id asc', cmp: '>', cast: 'timestamptz' },
  price_asc: { key: 'price_minor', order: 'price_minor asc, id asc', cmp: '>', cast: 'bigint' },
  price_desc: { key: 'price_minor', order: 'price_minor desc, id desc', cmp: '<', cast: 'bigint' },
};
export const cursorKind = (sort: PostSort) =>
  sort === 'relevance' ? 'rank' : SORTS[sort].key === 'listed_at' ? 'time' : 'int';

const COLUMNS = `p.id, p.user_id, p.title, p.price_minor, p.currncy, p.show_price, p.category_id,
  p.category_root_id, p.car_model, p.attributes, p.country_code, p.state_code, p.city_id, p.created_at, p.sold_at,
  p.listed_at, p.expires_at, p.expired_at, p.price_was_minor, p.price_dropped_at`;

type Cond = { key: keyof ListFilters | 'showPrice' | 'listed' | 'unexpired'; sql: string };

/**
 * A detail's key is one of the contracts' names (never typed text), so it is inlined: the
 * expressions must read exactly as in 0021_post_attributes.sql's indexes, `?` test included.
 */
function attributeConditions(f: ListFilters, arg: (v: unknown) => string): string[] {
  const out: string[] = [];
  const safe = (key: string) => {
    if (!/^[a-zA-Z]+$/.test(key)) throw new Error(`listing: bad detail key ${key}`);
    return key;
  };
  for (const r of f.ranges ?? []) {
    const k = safe(r.key);
    out.push(`p.attributes ? '${k}'`);
    if (r.min !== undefined) out.push(`((p.attributes ->> '${k}')::int) >= ${arg(r.min)}`);
    if (r.max !== undefined) out.push(`((p.attributes ->> '${k}')::int) <= ${arg(r.max)}`);
  }
  for (const c of f.choices ?? [])
    out.push(`(p.attributes ->> '${safe(c.key)}') = any(${arg(c.values)}::text[])`);
  return out;
}

function conditions(f: ListFilters, sort: PostSort, arg: (v: unknown) => string): Cond[] {
  const c: Cond[] = [];
  const add = (key: Cond['key'], sql: string) => c.push({ key, sql });
  if (f.tsquery) add('tsquery', `p.search_tsv @@ to_tsquery('simple', ${arg(f.tsquery)})`);
  if (f.dateFrom) add('dateFrom', `p.listed_at >= ${arg(f.dateFrom)}`);
  if (f.dateTo) add('dateTo', `p.listed_at < ${arg(f.dateTo)}`);
  if (f.currncy) add('currncy', `p.currncy = ${arg(f.currncy)}`);
  if (f.countryCode) add('countryCode', `p.country_code = ${arg(f.countryCode)}`);
  if (f.stateCode) add('stateCode', `p.state_code = ${arg(f.stateCode)}`);
  if (f.cityIds)
    add(
      'cityIds',
      f.cityIds.length === 1
        ? `p.city_id = ${arg(f.cityIds[0])}`
        : `p.city_id = any(${arg(f.cityIds)}::int[])`,
    );
  if (f.categoryId) add('categoryId', `p.category_id = ${arg(f.categoryId)}`);
  if (f.categoryRootId) add('categoryRootId', `p.category_root_id = ${arg(f.categoryRootId)}`);
  if (f.userId) add('userId', `p.user_id = ${arg(f.userId)}`);
  if (f.carModels)
    add(
      'carModels',
      f.carModels.length === 1
        ? `p.car_model = ${arg(f.carModels[0])}`
        : `p.car_model = any(${arg(f.carModels)}::text[])`,
    );
  // A hidden price is neither filtered nor sorted on: either would reveal it.
  if (f.priceMin !== undefined || f.priceMax !== undefined || sort.startsWith('price'))
    add('showPrice', 'p.show_price');
  if (f.priceMin !== undefined) add('priceMin', `p.price_minor >= ${arg(f.priceMin)}`);
  if (f.priceMax !== undefined) add('priceMax', `p.price_minor <= ${arg(f.priceMax)}`);
  for (const sql of attributeConditions(f, arg)) add('ranges', sql);
  // Sold and expired ads leave every listing but a member's own (docs/product/listings-and-search.md#sold-ads,
  // #expiry-renewal-and-refresh); on the member's page their expired ads are for their own eyes (to renew).
  if (!f.userId) add('listed', 'p.sold_at is null and p.expired_at is null');
  else if (f.viewerId !== f.userId) add('unexpired', 'p.expired_at is null');
  // You do not see the ads of members you blocked (policies/blocks.ts).
  if (f.viewerId) add('viewerId', `p.user_id <> all(${hiddenAuthorsSql(arg(f.viewerId))})`);
  return c;
}

const and = (c: { sql: string }[]) => (c.length ? `where ${c.map((x) => x.sql).join(' and ')}` : '');

/** How many ads match, reading at most cap + 1 of them (docs/product/listings-and-search.md#result-count). */
export function countSql(f: ListFilters, sort: PostSort, cap: number) {
  const params: unknown[] = [];
  const arg = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  // hiddenBy: read from the viewer's few blocks, then those sellers' ads (posts_user_listed_idx).
  const from = f.hiddenBy
    ? `user_blocks b join posts p on p.user_id = b.blocked_id and b.blocker_id = ${arg(f.hiddenBy)}`
    : 'posts p';
  const text = `select count(*)::int as n from (select 1 from ${from} ${and(conditions(f, sort, arg))} limit ${Math.trunc(cap) + 1}) m`;
  return { text, params };
}

/** The rows a page is cut from, as a FROM item named p. */
function source(
  f: ListFilters,
  sort: PostSort,
  after: Cursor | undefined,
  plan: ListPlan,
  arg: (v: unknown) => string,
): string {
  const s = SORTS[sort];
  const all = conditions(f, sort, arg);
  const cursor = after
    ? [{ sql: `(p.${s.key}, p.id) ${s.cmp} (${arg(after.key)}::${s.cast}, ${arg(after.id)}::uuid)` }]
    : [];
  if (plan.mode === 'walk') {
    // The inner query holds only what its ordered index serves, so LIMIT walkCap bounds the rows
    // read; the text and every other filter are tested on those rows outside (planner can't
    // push them below a LIMIT, so it cannot switch to the GIN index). Every ordered index holds
    // listed ads only (0025_ad_lifecycle.sql): `listed` goes inside, or no index would serve the walk.
    const served = new Set<Cond['key']>(
      s.key === 'listed_at'
        ? [...(plan.lead ? [plan.lead] : []), 'dateFrom', 'dateTo', 'listed']
        : ['showPrice', 'priceMin', 'priceMax', 'listed'],
    );
    const inner = all.filter((c) => served.has(c.key));
    const outer = all.filter((c) => !inner.includes(c));
    return `(select ${COLUMNS}, p.search_tsv from posts p ${and([...inner, ...cursor])}
             ${orderOf(s)} limit ${plan.walkCap}) p ${and(outer)}`;
  }
  if (plan.mode === 'gin') {
    // MATERIALIZED keeps the GIN scan (text ∧ filters) first; only the few matches are sorted.
    return `(with m as materialized (select ${COLUMNS} from posts p ${and(all)}) select * from m) p ${and(cursor)}`;
  }
  return `posts p ${and([...all, ...cursor])}`;
}

const orderOf = (s: { order: string }, table = 'p') =>
  `order by ${s.order.replace(/(\w+) (asc|desc)/g, `${table}.$1 $2`)}`;

/** The cards of a page's rows: seller and their stars (one primary-key row), first photo, and the viewer's heart. */
function cards(page: string, order: string, viewerId: string | undefined, arg: (v: unknown) => string) {
  const fav = viewerId
    ? `exists(select 1 from favorites f where f.user_id = ${arg(viewerId)} and f.post_id = page.id)`
    : 'false';
  return `
    with page as (${page})
    select page.*, u.fullname, u.avatar, img.thumbnail_key, img.card_key, ${fav} as is_favorite,
           sr.count as rating_count, sr.total as rating_total
    from page
    join users u on u.id = page.user_id
    left join seller_ratings sr on sr.seller_id = page.user_id
    left join lateral (
      select i.thumbnail_key, i.card_key from post_images i where i.post_id = page.id order by i.position limit 1
    ) img on true
    ${order}`;
}

/** limit and walkCap are integers we produce, inlined: the planner's choice of a walk hangs on them. */
export function listingSql(
  f: ListFilters,
  sort: PostSort,
  after: Cursor | undefined,
  limit: number,
  plan: ListPlan,
) {
  const params: unknown[] = [];
  const arg = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const s = SORTS[sort];
  const from = source(f, sort, after, plan, arg);
  const key = s.key === 'listed_at' ? timeKeySql('p.listed_at') : 'p.price_minor::text';
  const page = `select ${COLUMNS}, ${key} as sort_key from ${from} ${orderOf(s)} limit ${Math.trunc(limit)}`;
  return { text: cards(page, orderOf(s, 'page'), f.viewerId, arg), params };
}

/**
 * One page of best match (best-match.ts): the newest `cap` matches (the candidates), each with
 * its text rank (ts_rank, divided by the log of the document's length so a long ad does not win by
 * length alone), ordered by rank, then newest first, from the cursor on. Every row also says how
 * many candidates there were and which was the oldest, where the newest-first tail goes on.
 */
export function bestMatchSql(
  f: ListFilters & { tsquery: string },
  after: { rank: string; time: string; id: string } | undefined,
  limit: number,
  plan: ListPlan,
  cap: number,
) {
  const params: unknown[] = [];
  const arg = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const from = source(f, 'newest', undefined, plan, arg);
  const tsquery = arg(f.tsquery);
  const cursor = after
    ? `where (r.rank, r.listed_at, r.id) < (${arg(after.rank)}::real, ${arg(after.time)}::timestamptz, ${arg(after.id)}::uuid)`
    : '';
  const page = `
    with c as materialized (
      select ${COLUMNS} from ${from} ${orderOf(SORTS.newest)} limit ${Math.trunc(cap)}
    ), r as (
      -- The documents of the candidates only, fetched by id: a GIN plan's matches leave theirs
      -- behind, as most of them are cut.
      select c.*, ts_rank(t.search_tsv, to_tsquery('simple', ${tsquery}), 1) as rank
      from c join posts t on t.id = c.id
    )
    select ${COLUMNS.replace(/p\./g, 'r.')}, r.rank, r.rank::text || '|' || ${timeKeySql('r.listed_at')} as sort_key,
           (select count(*)::int from c) as candidates,
           (select ${timeKeySql('e.listed_at')} || '|' || e.id from c e order by e.listed_at, e.id limit 1) as edge
    from r ${cursor} order by r.rank desc, r.listed_at desc, r.id desc limit ${Math.trunc(limit)}`;
  const order = 'order by page.rank desc, page.listed_at desc, page.id desc';
  return { text: cards(page, order, f.viewerId, arg), params };
}
