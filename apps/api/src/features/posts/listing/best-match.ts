// Best match (docs/decisions/0045-search-precision.md): the newest RANK_CAP matches of a search,
// ordered by text rank, then newest first; past them, the older matches newest first, so paging
// still reaches every match. One keyset order over (rank, listed_at, id), rank -1 for the older
// matches: a cursor resumes exactly, without a duplicate or a gap.
import type { Reads } from '../../../db/client.ts';
import type { Cursor } from '../../../lib/cursor.ts';
import { bestMatchSql } from './listing.sql.ts';
import type { ListedRow, ListPage, ListPlan } from './types.ts';

/**
 * How many matches are ranked. Collecting them costs what a newest-first page of this many rows
 * costs (a walk, or the GIN matches sorted by time) plus ts_rank on each: measured in
 * docs/product/listings-and-search.md#search-measurements.
 */
export const RANK_CAP = 32;

type Page = ListPage & { filters: { tsquery: string } };
type Ranked = ListedRow & { candidates: number; edge: string | null };

export type BestMatchDeps = {
  /** The plan of a newest-first read of `limit` matches (search-plan.ts). */
  planFor: (page: ListPage) => Promise<ListPlan>;
  /** The matches after a row, newest first: the tail once the ranked ones are used up. */
  newest: (after: Cursor, limit: number) => Promise<ListedRow[]>;
};

async function ranked(database: Reads, page: Page, after: Cursor | undefined, deps: BestMatchDeps) {
  const [rank, time] = after ? (after.key.split('|') as [string, string]) : [];
  const cursor = after ? { rank: rank!, time: time!, id: after.id } : undefined;
  const read = async (plan: ListPlan, limit: number) => {
    const { text, params } = bestMatchSql(page.filters, cursor, limit, plan, RANK_CAP);
    return database.query<Ranked>(text, params, true);
  };
  const plan = await deps.planFor({ ...page, sort: 'newest', after: undefined, limit: RANK_CAP });
  let rows = await read(plan, page.limit);
  // A walk that used up its budget before finding RANK_CAP matches may have missed some, and the
  // candidates must be the same on every page: the GIN plan finds them all.
  if (plan.mode === 'walk' && (rows[0]?.candidates ?? 0) < RANK_CAP)
    rows = await read({ mode: 'gin' }, page.limit);
  return rows;
}

export async function bestMatchRows(database: Reads, page: Page, deps: BestMatchDeps): Promise<ListedRow[]> {
  let rows: ListedRow[] = [];
  let tailAfter: Cursor | undefined = page.after;
  if (!page.after?.key.startsWith('-1|')) {
    const found = await ranked(database, page, page.after, deps);
    rows = found;
    if (rows.length === page.limit) return rows;
    // Fewer than RANK_CAP candidates are all the matches; else the tail starts after the oldest.
    const edge = found[0] ?? (page.after ? (await ranked(database, page, undefined, deps))[0] : undefined);
    if (!edge?.edge || edge.candidates < RANK_CAP) return rows;
    const [time, id] = edge.edge.split('|') as [string, string];
    tailAfter = { key: time, id };
  } else tailAfter = { key: page.after.key.slice(3), id: page.after.id };
  const tail = await deps.newest(tailAfter!, page.limit - rows.length);
  return [...rows, ...tail.map((r) => ({ ...r, sort_key: `-1|${r.sort_key}` }))];
}
