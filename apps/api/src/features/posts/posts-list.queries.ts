// Runs a listing page. A text search combined with filters can make the planner walk a whole
// ordered index when few rows match (notes §6.2, p99 0.5–2.4 s); on PostgreSQL the walk gets a
// short statement_timeout and, when it trips, the bitmap form answers instead (notes §7: p99 56 ms).
import type { PostSort } from '@souqna/contracts';
import type { Connection, Database } from '../../db/client.ts';
import type { Cursor } from '../../lib/cursor.ts';
import type { CardRow } from '../../lib/post-cards.ts';
import { listingSql, type ListFilters, type ListMode } from './posts-list.sql.ts';

export type ListedRow = CardRow & { sort_key: string };
export const WALK_TIMEOUT_MS = 40;

type Page = { filters: ListFilters; sort: PostSort; after: Cursor | undefined; limit: number };

export function runMode(conn: Pick<Connection, 'query'>, page: Page, mode: ListMode) {
  const { text, params } = listingSql(page.filters, page.sort, page.after, page.limit, mode);
  return conn.query<ListedRow>(text, params);
}

const isTimeout = (err: unknown) => (err as { code?: string }).code === '57014';

export async function listRows(database: Database, page: Page): Promise<ListedRow[]> {
  // PGlite is one in-process session (development and tests): nothing to race, no timer to set.
  if (!page.filters.tsquery || database.driver !== 'pg') return runMode(database, page, 'walk');
  return database.withConnection(async (conn) => {
    await conn.exec(`begin; set local statement_timeout = ${WALK_TIMEOUT_MS}`);
    try {
      const rows = await runMode(conn, page, 'walk');
      await conn.exec('commit');
      return rows;
    } catch (err) {
      await conn.exec('rollback');
      if (!isTimeout(err)) throw err;
    }
    return runMode(conn, page, 'bitmap');
  });
}

/** A close known name for a search that found nothing (pg_trgm on the small name vocabulary). */
export async function didYouMean(database: Database, normalized: string): Promise<string | null> {
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
