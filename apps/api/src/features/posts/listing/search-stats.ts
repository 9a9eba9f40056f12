// search_term_stats (migration 0006): ads per frequent search token and per filter value, read by
// search-plan.ts. Counted on a block sample (~50 k ads: 0.3 s on 1 M) and scaled, so the counts
// are estimates; a word too rare to show up in the sample is rare, which is what the plan needs.
// Only listed ads count (neither sold nor expired): they are what the listing's indexes hold and its plans read (0025_ad_lifecycle.sql).
import type { Database, Reads } from '../../../db/client.ts';
import type { SearchStats } from './types.ts';

const SAMPLE_ADS = 50_000;
/** Rarer words are left out: the plan treats a missing word as rare anyway. */
const MIN_NDOC = 50;
const TTL_MS = 60_000;
/** Recount when a day old or when the ad count moved by 10 % (checked hourly: listing-jobs.ts). */
const MAX_AGE_MS = 86_400_000;

// Per handle: the primary's and the read replica's (docs/decisions/0064-read-replica.md).
const cache = new WeakMap<Reads, { at: number; value: Promise<SearchStats> }>();

async function load(database: Reads): Promise<SearchStats> {
  const rows = await database.query<{ word: string; ndoc: number }>(
    'select word, ndoc from search_term_stats',
  );
  const counts = new Map(rows.map((r) => [r.word, r.ndoc]));
  return { total: counts.get('#all') ?? 0, counts };
}

/** The counts, kept in memory for a minute (they change with a refresh, hours apart). */
export function searchStats(database: Reads): Promise<SearchStats> {
  const hit = cache.get(database);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = load(database);
  value.catch(() => cache.delete(database));
  cache.set(database, { at: Date.now(), value });
  return value;
}

/**
 * Recounts from a sample. Two single statements, no transaction: PGlite is one shared session,
 * where an open transaction would swallow concurrent requests. Readers in between see old and new
 * rows mixed, which only blurs an estimate.
 */
export async function refreshSearchStats(database: Database): Promise<void> {
  const [{ n, unsold }] = (await database.query<{ n: number; unsold: number }>(
    'select count(*)::int as n, (count(*) filter (where sold_at is null and expired_at is null))::int as unsold from posts',
  )) as [{ n: number; unsold: number }];
  // The blocks are sampled over the whole table; each unsold ad in them stands for 100/percent.
  const percent = n > SAMPLE_ADS ? (100 * SAMPLE_ADS) / n : 100;
  const sample = `(select * from posts tablesample system (${percent.toFixed(4)}) repeatable (7) where sold_at is null and expired_at is null) s`;
  const stamp = new Date();
  await database.query(
    `insert into search_term_stats (word, ndoc, refreshed_at)
     select word, round(ndoc * $1::float8)::int, $2::timestamptz from ts_stat('select search_tsv from ${sample}')
      where ndoc * $1::float8 >= ${MIN_NDOC}
     union all
     select k, round(count(*) * $1::float8)::int, $2::timestamptz from (
       select unnest(array['#city:' || city_id, '#state:' || state_code, '#root:' || category_root_id,
                           '#cat:' || category_id, '#car:' || car_model]) as k from ${sample}) f
      where k is not null group by k
     union all select '#all', $3::int, $2::timestamptz
     on conflict (word) do update set ndoc = excluded.ndoc, refreshed_at = excluded.refreshed_at`,
    [100 / percent, stamp, unsold],
  );
  await database.query('delete from search_term_stats where refreshed_at < $1', [stamp]);
  cache.delete(database);
}

/** Refreshes when never counted, a day old, or off by 10 % from the unsold ad count; true if it did. */
export async function refreshSearchStatsIfStale(database: Database): Promise<boolean> {
  const [row] = await database.query<{ ndoc: number; refreshed_at: Date | string; n: number }>(
    `select s.ndoc, s.refreshed_at, (select count(*)::int from posts where sold_at is null and expired_at is null) as n
       from (select 1) one left join search_term_stats s on s.word = '#all'`,
  );
  const fresh =
    row?.refreshed_at &&
    Date.now() - new Date(row.refreshed_at).getTime() < MAX_AGE_MS &&
    Math.abs(row.n - row.ndoc) <= row.n * 0.1;
  if (fresh) return false;
  await refreshSearchStats(database);
  return true;
}
