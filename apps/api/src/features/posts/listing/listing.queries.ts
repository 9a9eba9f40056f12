// Runs a listing page (best match: best-match.ts). A text search takes the plan search-plan.ts picks from the term counts:
// a bounded walk that, when it ends short of a full page, hands over to the GIN plan (exact, and
// never more than a walk's budget late), or the GIN plan directly for rare words. No statement
// timeout: the old 40 ms timeout fallback cost 40 ms each time it tripped.
import type { Connection, Reads } from '../../../db/client.ts';
import { countSql, listingSql } from './listing.sql.ts';
import type { PostSort } from '@souqna/contracts';
import type { ListFilters } from './types.ts';
import { bestMatchRows } from './best-match.ts';
import { chooseSearchPlan, matchesAtLeast } from './search-plan.ts';
import { searchStats } from './search-stats.ts';
import type { ListedRow, ListPage as Page, ListPlan } from './types.ts';

export function runPlan(conn: Pick<Connection, 'query'>, page: Page, plan: ListPlan) {
  const { text, params } = listingSql(page.filters, page.sort, page.after, page.limit, plan);
  // Named statements: one per filter shape and plan, parsed once per connection.
  return conn.query<ListedRow>(text, params, true);
}

export async function planFor(database: Reads, page: Page): Promise<ListPlan> {
  const f = page.filters;
  // A member's own list is small: the planner walks it whatever the text.
  if (f.userId) return { mode: 'plain' };
  if (!f.tsquery) return f.ranges?.length || f.choices?.length ? detailWalk(f) : { mode: 'plain' };
  const timeSort = page.sort === 'newest' || page.sort === 'oldest';
  return chooseSearchPlan({ ...f, tsquery: f.tsquery }, timeSort, page.limit, await searchStats(database));
}

export async function listRows(database: Reads, page: Page): Promise<ListedRow[]> {
  const { tsquery } = page.filters;
  if (page.sort === 'relevance' && tsquery)
    return bestMatchRows(
      database,
      { ...page, filters: { ...page.filters, tsquery } },
      {
        planFor: (p) => planFor(database, p),
        newest: (after, limit) => listRows(database, { ...page, sort: 'newest', after, limit }),
      },
    );
  const plan = await planFor(database, page);
  const rows = await runPlan(database, page, plan);
  // Short of a page: the walk may have hit its cap before finding enough, so the GIN plan (always
  // complete) answers. A list's real last page pays that second query too: once per list, bounded.
  if (plan.mode === 'walk' && rows.length < page.limit) return runPlan(database, page, { mode: 'gin' });
  return rows;
}

/**
 * Details (docs/decisions/0039-details-by-category.md) are tested on the rows of a bounded walk of
 * the narrowest ordered index, then, short of a page, on all matches (the expression indexes serve
 * narrow ranges): the planner cannot judge how many ads a year or an area range keeps (it guessed
 * 52 flats over 150 m² where 23,682 were, and sorted them all: 186 ms instead of 4).
 */
function detailWalk(f: Page['filters']): ListPlan {
  const lead = f.categoryId
    ? 'categoryId'
    : f.categoryRootId
      ? 'categoryRootId'
      : f.cityIds
        ? 'cityIds'
        : f.stateCode
          ? 'stateCode'
          : null;
  return { mode: 'walk', lead, walkCap: DETAIL_WALK_CAP };
}
const DETAIL_WALK_CAP = 2000;

/**
 * A lower bound from the term counts (a sample) is trusted for "cap+" only this far above the cap:
 * a 5 % sample of 1 M ads puts a word of 1,000 ads at 1,000 ± 150 (one standard deviation), never
 * near 3,000.
 */
const FLOOR_MARGIN = 3;

/**
 * The first page's count of matches, up to cap + 1 (more than cap means "cap+"), or more: a word
 * alone that the term counts put well past the cap is answered from them, without reading its
 * matches, which grow with the ads (docs/decisions/0074-counts-that-do-not-grow.md).
 */
export async function countRows(database: Reads, filters: ListFilters, sort: PostSort, cap: number) {
  const alone = Object.entries(filters).every(([k, v]) => k === 'tsquery' || v === undefined);
  // A price sort leaves hidden prices out (listing.sql.ts): the term counts include them.
  if (filters.tsquery && alone && !sort.startsWith('price')) {
    const floor = matchesAtLeast(filters.tsquery, await searchStats(database));
    if (floor >= FLOOR_MARGIN * cap) return floor;
  }
  const { text, params } = countSql(filters, sort, cap);
  const [row] = await database.query<{ n: number }>(text, params, true);
  return row?.n ?? 0;
}

/** A close known name for a search that found nothing (pg_trgm on the small name vocabulary). */
export async function didYouMean(database: Reads, normalized: string): Promise<string | null> {
  const rows = await database.query<{ name: string }>(
    `select name from (
       select unnest(array[en, ar] || aliases) as name from car_makes
       union all select unnest(array[en, ar] || aliases) from car_models
       union all select unnest(array[en_name, ar_name]) from categories
       union all select unnest(array[en_name, ar_name]) from cities
     ) v
     where similarity(souqna_normalize(name), $1) >= 0.4 and souqna_normalize(name) <> $1
     order by similarity(souqna_normalize(name), $1) desc, name limit 1`,
    [normalized],
  );
  return rows[0]?.name ?? null;
}
