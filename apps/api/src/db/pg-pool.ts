// A pg pool with every wait bounded (docs/decisions/0016-bounded-waits.md): the primary's and the
// read replica's (docs/decisions/0064-read-replica.md) are made alike.
import pg from 'pg';
import { closeUnanswered, type Waits } from './waits.ts';

export function pgPool(url: string, max: number, waits: Waits): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: waits.connectMs,
    idleTimeoutMillis: waits.idleMs,
    query_timeout: waits.readMs,
    statement_timeout: waits.statementMs,
    lock_timeout: waits.lockMs,
    idle_in_transaction_session_timeout: waits.idleInTransactionMs,
    // A peer that vanished without closing (lost network) is noticed on idle connections too.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Named statements (prepare) keep their parse, never a generic plan: a listing planned for
    // "some city" walked the wrong index (0.5 ms → 134 ms on 1 M ads). JIT only costs on OLTP
    // queries: compiling takes longer than any listing runs.
    options: '-c plan_cache_mode=force_custom_plan -c jit=off',
  });
  // An idle client erroring (server restart) must not crash the process.
  pool.on('error', () => {});
  closeUnanswered(pool);
  return pool;
}
