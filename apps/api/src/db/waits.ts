// Every wait on PostgreSQL has a limit (docs/decisions/0016-bounded-waits.md): a silent server costs a
// request a few seconds and a 503, never the instance, which heals by itself once the server is back.
import type pg from 'pg';

export type Waits = {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement on the server (statement_timeout): the server cancels it, the connection lives on. */
  statementMs: number;
  /**
   * One statement as seen from here: past it the answer is taken as lost and the connection closed.
   * A little above statementMs, so that a slow statement is cancelled by the server first.
   */
  readMs: number;
  /** Waiting for a row or table lock (lock_timeout). */
  lockMs: number;
  /** A transaction left open by a client that went away: the server ends that session. */
  idleInTransactionMs: number;
  /** An unused pooled connection is closed after this long. */
  idleMs: number;
};

export const WAITS = {
  /** Serving requests: nothing a page needs should take seconds of SQL. */
  request: {
    connectMs: 2_000,
    statementMs: 5_000,
    readMs: 6_000,
    lockMs: 3_000,
    idleInTransactionMs: 10_000,
    idleMs: 10_000,
  },
  /**
   * Reads on the read replica (docs/decisions/0064-read-replica.md): a read it cannot answer soon
   * is asked again of the primary, so its limits are tighter and the two together stay bounded.
   */
  replica: {
    connectMs: 1_000,
    statementMs: 2_000,
    readMs: 2_500,
    lockMs: 1_000,
    idleInTransactionMs: 10_000,
    idleMs: 10_000,
  },
  /** Migrations and seeds: an index over a million ads takes minutes, but not hours. */
  batch: {
    connectMs: 10_000,
    statementMs: 1_800_000,
    readMs: 1_860_000,
    lockMs: 600_000,
    idleInTransactionMs: 600_000,
    idleMs: 10_000,
  },
} as const satisfies Record<string, Waits>;

export type WaitsName = keyof typeof WAITS;

type PgClientState = pg.PoolClient & { _getActiveQuery?: () => unknown };
/**
 * pg gives up on a query after readMs but leaves it current on its connection: every later query
 * would queue behind an answer that may never come. pool.query hands such a connection back with
 * its error (the pool drops it); withConnection and transactions (transaction.ts) do not, so it is
 * closed here as it comes back. `_getActiveQuery` is pg's own state; test/db-silence.api.test.ts
 * fails if that changes.
 */
export function closeUnanswered(pool: pg.Pool): void {
  pool.on('release', (err: Error | undefined, client: PgClientState) => {
    if (!err && client._getActiveQuery?.()) void client.end().catch(() => {});
  });
}

// pg's own words for a connection that failed, timed out or was cut (it gives them no code).
const LOST = ['timeout exceeded when trying to connect', 'Connection terminated', 'Query read timeout'];
const NET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
// SQLSTATE: 08… connection exception, 53300 too many connections, 57014 statement timeout,
// 57P01–57P03 shutting down or starting up, 55P03 lock timeout.
const UNAVAILABLE_STATES = /^(08...|53300|57014|57P0[123]|55P03)$/;

/** True when err (or what it wraps: drizzle wraps the driver's) says the database cannot answer now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    i++
  ) {
    if (typeof e.code === 'string' && (NET_CODES.has(e.code) || UNAVAILABLE_STATES.test(e.code))) return true;
    if (typeof e.message === 'string' && LOST.some((m) => (e as { message: string }).message.startsWith(m)))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}
