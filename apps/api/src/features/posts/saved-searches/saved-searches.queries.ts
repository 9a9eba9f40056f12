// Saved searches' SQL (migration 0027_saved_searches.sql): the member's own list and its changes.
import type { SavedSearchFrequency } from '@souqna/contracts';
import type { Connection } from '../../../db/client.ts';
import type { SearchColumns } from './search-columns.ts';

type Conn = Pick<Connection, 'query'>;
export type SavedRow = {
  id: string;
  user_id: string;
  name: string;
  query: Record<string, string>;
  frequency: SavedSearchFrequency;
  created_at: Date | string;
  last_alert_at: Date | string | null;
};
const ROW = 'id, user_id, name, query, frequency, created_at, last_alert_at';

export function listSaved(conn: Conn, userId: string) {
  return conn.query<SavedRow>(
    `select ${ROW} from saved_searches where user_id = $1 order by created_at desc, id desc`,
    [userId],
  );
}

/** How many the member keeps; the member's row is locked so two saves at once count each other. */
export async function countSavedLocked(conn: Conn, userId: string): Promise<number> {
  await conn.query('select 1 from users where id = $1 for update', [userId]);
  const [row] = await conn.query<{ n: number }>(
    'select count(*)::int as n from saved_searches where user_id = $1',
    [userId],
  );
  return row!.n;
}

export async function findByKey(conn: Conn, userId: string, queryKey: string) {
  const [row] = await conn.query<SavedRow>(
    `select ${ROW} from saved_searches where user_id = $1 and query_key = $2`,
    [userId, queryKey],
  );
  return row ?? null;
}

/** A new search; its words parsed here by the same function as the listing's (to_tsquery 'simple'). */
export async function insertSaved(
  conn: Conn,
  userId: string,
  name: string,
  frequency: SavedSearchFrequency,
  c: SearchColumns,
) {
  const [row] = await conn.query<SavedRow>(
    `insert into saved_searches (user_id, name, frequency, query, query_key, category_key, country_key,
       price_min, price_max, priced, state_code, city_ids, car_models, currncy, seller_id, details, words,
       word_keys)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::bigint, $10, $11, $12::int[], $13::text[], $14, $15, $16,
       case when $17::text is null then null else to_tsquery('simple', $17::text) end, $18::text[])
     returning ${ROW}`,
    [
      userId,
      name,
      frequency,
      JSON.stringify(c.query),
      c.queryKey,
      c.categoryKey,
      c.countryKey,
      c.priceMin,
      c.priceMax,
      c.priced,
      c.stateCode,
      c.cityIds,
      c.carModels,
      c.currncy,
      c.sellerId,
      c.details ? JSON.stringify(c.details) : null,
      c.words,
      c.wordKeys,
    ],
  );
  return row!;
}

/** A search turned off forgets the ads waiting to be told. */
async function forgetWaiting(conn: Conn, id: string) {
  await conn.query('delete from saved_search_hits where search_id = $1', [id]);
}

/** Only the member's own; null when there is no such search of theirs. Off also forgets waiting ads. */
export async function updateSaved(
  conn: Conn,
  userId: string,
  id: string,
  patch: { name?: string | undefined; frequency?: SavedSearchFrequency | undefined },
) {
  const [row] = await conn.query<SavedRow>(
    `update saved_searches set name = coalesce($3, name), frequency = coalesce($4, frequency)
      where id = $1 and user_id = $2 returning ${ROW}`,
    [id, userId, patch.name ?? null, patch.frequency ?? null],
  );
  if (row && row.frequency === 'off') await forgetWaiting(conn, id);
  return row ?? null;
}

export async function deleteSaved(conn: Conn, userId: string, id: string) {
  const rows = await conn.query('delete from saved_searches where id = $1 and user_id = $2 returning 1', [
    id,
    userId,
  ]);
  return rows.length > 0;
}

/** The digest's link: alerts off, whoever follows it. null when the search is gone. */
export async function turnOff(conn: Conn, id: string) {
  const [row] = await conn.query<{ name: string }>(
    `update saved_searches set frequency = 'off' where id = $1 returning name`,
    [id],
  );
  if (row) await forgetWaiting(conn, id);
  return row ?? null;
}
