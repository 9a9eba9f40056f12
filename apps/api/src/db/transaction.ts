// One transaction handle for both drivers and both ways of writing SQL: whatever a transaction's
// statements, jobs (docs/decisions/0012) and audit row are written with, they commit together
// (docs/decisions/0011-data-access.md, amendment "one transaction handle").
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { onPg, onPglite, type Connection } from './connection.ts';
import { ormOnPg, ormOnPglite, type Orm } from './orm.ts';

/** An open transaction: raw SQL (`query`, `exec`) and drizzle (`orm`) on the same connection. */
export type Tx = Connection & {
  orm: Orm;
  /** Runs fn once the transaction has committed, never if it rolls back (reactions to its events). */
  afterCommit(fn: () => void): void;
};
/** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
export type Transact = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;
/** Opens a transaction and runs fn on its connection; `orm` builds drizzle over that connection. */
type Open = <T>(fn: (conn: Connection, orm: () => Orm) => Promise<T>) => Promise<T>;

/**
 * The Tx over what `open` gives: drizzle is built on first use (0.1 ms a time, which the many
 * raw-only transactions need not pay), and the `afterCommit` work runs, in order, once committed.
 */
const transact =
  (open: Open): Transact =>
  async (fn) => {
    const committed: (() => void)[] = [];
    const result = await open((conn, ormOn) => {
      let orm: Orm | undefined;
      return fn({
        ...conn,
        get orm() {
          return (orm ??= ormOn());
        },
        afterCommit: (f) => void committed.push(f),
      });
    });
    for (const f of committed) f();
    return result;
  };

/**
 * PostgreSQL: one pooled connection from `begin` to `commit`. It is given back whatever happens,
 * a `begin` that fails included (drizzle 0.45's own transactions kept that one checked out for
 * good); one whose query went unanswered is closed as it comes back (db/waits.ts), one that was
 * cut is dropped by the pool.
 */
export function pgTransaction(pool: pg.Pool): Transact {
  return transact(async (fn) => {
    const client = await pool.connect();
    try {
      const conn = onPg(client);
      await conn.exec('begin');
      try {
        const result = await fn(conn, () => ormOnPg(client));
        await conn.exec('commit');
        return result;
      } catch (err) {
        await conn.exec('rollback').catch(() => {});
        throw err;
      }
    } finally {
      client.release();
    }
  });
}

/**
 * PGlite is one session shared by every request: its own transaction() keeps everybody else's
 * statements waiting until commit, where a bare `begin` would let a concurrent request's
 * statements run inside ours. Inside, use `tx` only: the shared handle waits for this transaction.
 */
export function pgliteTransaction(client: PGlite): Transact {
  return transact((fn) => client.transaction((t) => fn(onPglite(t), () => ormOnPglite(t))));
}
