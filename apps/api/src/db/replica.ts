// Reads that may lag the primary a moment go to a streaming replica (DATABASE_READ_URL,
// docs/decisions/0064-read-replica.md). The replica is used only while a check (every second) finds
// it in recovery, receiving WAL and at most maxLagMs behind; a read it cannot answer (down, silent,
// cancelled by a recovery conflict) is asked again of the primary at once and the replica is left
// alone until the next check says it is well: its trouble costs a read time, never an error.
import type pg from 'pg';
import type { Database, Reads } from './client.ts';
import { onPg } from './connection.ts';
import { ormOnPg } from './orm.ts';
import { pgPool } from './pg-pool.ts';
import { isDatabaseUnavailable, WAITS } from './waits.ts';

/** none: no replica configured; starting: not checked yet; the others as the last check or read found it. */
export type ReplicaState = 'none' | 'starting' | 'ok' | 'lagging' | 'down';
export type ReplicaStatus = {
  state: ReplicaState;
  /** How far behind the last check found it (ms); null when it could not tell. */
  lagMs: number | null;
  /** Reads through this handle, by the server that answered them. */
  reads: { replica: number; primary: number };
  /** The replica pool's connections. */
  pool: { total: number; idle: number; waiting: number } | null;
};
export type ReadReplica = Reads & {
  status(): ReplicaStatus;
  /** Asks the replica how far behind it is now (done every checkEveryMs by itself). */
  check(): Promise<ReplicaState>;
  close(): Promise<void>;
};
export type ReplicaOptions = {
  /** Past this lag the replica is left alone until it catches up. */
  maxLagMs?: number;
  /** How often the lag is checked (tests check by hand: 0). */
  checkEveryMs?: number;
  max?: number;
};
type Log = { info(msg: string): void; warn(msg: string): void };

export const REPLICA_MAX_LAG_MS = 2_000;
const CHECK_EVERY_MS = 1_000;

// Replayed all it received: 0; else the age of the last transaction it replayed. Whether a WAL
// receiver runs is visible to any role (its details are not).
const CHECK = `select pg_is_in_recovery() as recovery,
  exists(select 1 from pg_stat_wal_receiver) as receiving,
  (case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
        else extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000 end)::float8 as lag_ms`;

// SQLSTATE 40001 on a standby: "canceling statement due to conflict with recovery".
const replicaTrouble = (err: unknown) =>
  isDatabaseUnavailable(err) || (err as { code?: unknown } | null)?.code === '40001';

/** The primary alone: what reads use without DATABASE_READ_URL (or on embedded PGlite). */
export function primaryReads(primary: Database): ReadReplica {
  return {
    query: primary.query,
    orm: primary.orm,
    status: () => ({ state: 'none', lagMs: null, reads: { replica: 0, primary: 0 }, pool: null }),
    check: async () => 'none',
    close: async () => {},
  };
}

export function openReplica(
  primary: pg.Pool,
  url: string,
  log: Log,
  options: ReplicaOptions = {},
): ReadReplica {
  const maxLagMs = options.maxLagMs ?? REPLICA_MAX_LAG_MS;
  const pool = pgPool(url, options.max ?? 10, WAITS.replica);
  const reads = { replica: 0, primary: 0 };
  let state: ReplicaState = 'starting';
  let lagMs: number | null = null;
  const become = (next: ReplicaState, why: string) => {
    if (next === state) return;
    if (next === 'ok') log.info(`read replica in use${state === 'starting' ? '' : ' again'} (${why})`);
    else if (state === 'ok' || state === 'starting')
      log.warn(
        `read replica left alone, reads go to the primary: ${why} (docs/decisions/0064-read-replica.md)`,
      );
    state = next;
  };

  // Answers like a pg pool: drizzle and raw SQL run on it unchanged.
  const either = {
    async query(...args: Parameters<pg.Pool['query']>) {
      if (state === 'ok') {
        try {
          const result = await (pool.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args);
          reads.replica++;
          return result;
        } catch (err) {
          if (!replicaTrouble(err)) throw err;
          become('down', (err as Error).message);
        }
      }
      reads.primary++;
      return (primary.query as (...a: unknown[]) => Promise<pg.QueryResult>)(...args);
    },
  } as unknown as pg.Pool;

  let checking: Promise<ReplicaState> | undefined;
  const check = () =>
    (checking ??= (async () => {
      try {
        const [row] = (
          await pool.query<{ recovery: boolean; receiving: boolean; lag_ms: number | null }>(CHECK)
        ).rows;
        lagMs = row?.lag_ms ?? null;
        if (!row?.recovery) become('down', 'the server is not a replica (not in recovery)');
        else if (!row.receiving) become('lagging', 'it receives no WAL from the primary');
        else if (lagMs === null) become('lagging', 'it has replayed no transaction yet');
        else if (lagMs > maxLagMs) become('lagging', `${Math.round(lagMs)} ms behind`);
        else become('ok', `${Math.round(lagMs)} ms behind`);
      } catch (err) {
        lagMs = null;
        become('down', (err as Error).message);
      } finally {
        checking = undefined;
      }
      return state;
    })());
  const every = options.checkEveryMs ?? CHECK_EVERY_MS;
  const timer = every > 0 ? setInterval(() => void check(), every).unref() : undefined;
  if (timer) void check();

  return {
    query: onPg(either).query,
    orm: ormOnPg(either),
    status: () => ({
      state,
      lagMs,
      reads: { ...reads },
      pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
    }),
    check,
    async close() {
      clearInterval(timer);
      await checking;
      await pool.end();
    },
  };
}
