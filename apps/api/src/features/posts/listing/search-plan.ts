// Which plan answers a text search, chosen from how many ads carry its words (search-stats.ts).
// Measured on 1 M ads (bench/results.md, docs/product/listings-and-search.md#search-measurements), per page of 21:
// - walk: read the ordered index of the most selective filter newest-first and test the text on
//   each row; cost ∝ rows read ≈ limit / P(row matches): 0.3 µs a row when the pages are in
//   shared buffers (recent ads), up to 4 µs when they come from the OS cache. Best for common words.
// - gin: collect the matches from posts_search_gin (text ∧ city/category inside one GIN scan),
//   then filter, sort and cut; cost ∝ matches, ~1.4 µs each (heap fetch + sort). Best for rare words.
// The walk is bounded (walkCap rows) so a wrong guess (a common word whose combination with the
// filters matches little) costs at most that many rows before the gin plan answers: about twice
// the better plan at worst, where the planner alone reached 0.5–2.4 s.
import { POSTS_PAGE_SIZE } from '@souqna/contracts';
import type { Lead, ListFilters, SearchPlan, SearchStats } from './types.ts';

export type { SearchStats } from './types.ts';

/** A gin match costs about this many walked rows. */
export const GIN_ROW_COST = 1.5;
/**
 * Beyond this many rows a walk for a page is never worth it (1–15 ms, by cache). The cap is per
 * page of PAGE_ROWS: asked for more rows (best match's candidates), a walk may read proportionally
 * more, as the GIN plan's cost does not shrink with the rows asked (measured on 1 M ads: ~5,500
 * rows walked in 13 ms against 56 ms for the ~9,200 GIN matches of "toyota").
 */
export const MAX_WALK = 4096;
/** A default page as read: its rows and one more, to know whether a next page exists. */
const PAGE_ROWS = POSTS_PAGE_SIZE + 1;
/**
 * A price-ordered walk reads rows scattered over a table stored in time order: ~23 µs a row on
 * 1 M ads against ~2 µs newest-first, and a word rare among cheap ads (a car make) walks its
 * whole cap for nothing (94 ms for "toyota" cheapest-first). Each of its rows counts this many.
 */
export const PRICE_WALK_ROW_COST = 8;

const FACETS: Record<Lead, string> = {
  cityIds: 'city',
  stateCode: 'state',
  categoryRootId: 'root',
  categoryId: 'cat',
  carModels: 'car',
};
/** The stats key of one filter value ('#city:12'); search tokens never start with '#'. */
export const facetKey = (facet: string, value: string | number) => `#${facet}:${value}`;

const count = (stats: SearchStats, key: string) => stats.counts.get(key) ?? 0;

/**
 * Ads matching a tsquery of search-query.ts: groups AND-ed with ' & ', each a list of
 * alternatives ('a' | ('b' <-> 'c')). The rarest group counts, a phrase as its rarest word, and
 * alternatives as the most common one: they are spellings of one name, which the bilingual
 * document carries together, or a word and its stem (which contains it). Unknown words count 0.
 */
export function estimateMatches(tsquery: string, stats: SearchStats): number {
  const groups = tsquery.split(' & ').map((group) =>
    alternatives(group)
      .map((words) => Math.min(...words.map((w) => count(stats, w))))
      .reduce((a, b) => Math.max(a, b), 0),
  );
  return Math.min(stats.total, ...groups);
}

/** The words of each alternative of one group: "'a' | ('b' <-> 'c')" → [['a'], ['b', 'c']]. */
const alternatives = (group: string) =>
  group
    .replace(/[()]/g, '')
    .split(' | ')
    .map((alt) => [...alt.matchAll(/'([^']+)'/g)].map((m) => m[1]!));

/**
 * How many ads surely match a search of one group of alternatives (no AND, no other filter): the
 * count of its most common single word, as the stats counted it. A phrase or an AND can match far
 * fewer than its words, so it proves nothing (0); a prefix ('toy':*) matches at least its word.
 */
export function matchesAtLeast(tsquery: string, stats: SearchStats): number {
  if (tsquery.includes('&')) return 0;
  return alternatives(tsquery)
    .filter((words) => words.length === 1)
    .reduce((most, [word]) => Math.max(most, count(stats, word!)), 0);
}

/** Share of all ads that one equality filter keeps (1 when absent). */
function fraction(stats: SearchStats, f: ListFilters, lead: Lead): number {
  const v = f[lead];
  if (v === undefined) return 1;
  const values: (string | number)[] = Array.isArray(v) ? v : [v];
  const n = values.reduce<number>((sum, x) => sum + count(stats, facetKey(FACETS[lead], x)), 0);
  return stats.total ? Math.min(1, n / stats.total) : 0;
}

const GIN_SERVED: Lead[] = ['cityIds', 'stateCode', 'categoryRootId', 'categoryId'];

export function chooseSearchPlan(
  f: ListFilters & { tsquery: string },
  timeSort: boolean,
  limit: number,
  stats: SearchStats,
): SearchPlan {
  const matches = estimateMatches(f.tsquery, stats);
  if (!matches || !stats.total) return { mode: 'gin' };
  const ginRows = GIN_SERVED.reduce((rows, k) => rows * fraction(stats, f, k), matches);
  // The walk reads the index of its lead filter; every other filter thins the rows it reads.
  const leads = (Object.keys(FACETS) as Lead[]).filter(
    (k) => f[k] !== undefined && !(Array.isArray(f[k]) && f[k].length !== 1),
  );
  const lead = timeSort
    ? (leads.sort((a, b) => fraction(stats, f, a) - fraction(stats, f, b))[0] ?? null)
    : null;
  let kept = matches / stats.total;
  for (const k of Object.keys(FACETS) as Lead[]) if (k !== lead) kept *= fraction(stats, f, k);
  // A range the walk's index does not serve (price, date, currency, country) keeps an unknown
  // share: guess half. A price sort walks the price index, a time sort the lead's (…, listed_at).
  const ranges = [
    timeSort ? (f.priceMin ?? f.priceMax) : (f.dateFrom ?? f.dateTo),
    f.currncy,
    f.countryCode,
  ].filter((x) => x !== undefined);
  kept *= 0.5 ** ranges.length;
  const rowCost = timeSort ? 1 : PRICE_WALK_ROW_COST;
  const walkRows = kept > 0 ? limit / kept : Infinity;
  const budget = Math.min(MAX_WALK * Math.max(1, limit / PAGE_ROWS), GIN_ROW_COST * ginRows);
  if (walkRows * rowCost > budget) return { mode: 'gin' };
  // A power of two, so the statement text (and its cached plan) repeats.
  return { mode: 'walk', lead, walkCap: 2 ** Math.ceil(Math.log2(Math.max(budget / rowCost, limit))) };
}
