// One database handle for both drivers: real PostgreSQL (DATABASE_URL) or embedded PGlite.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type pg from 'pg';
import type { Config } from '../config.ts';
import { onPg, onPglite, type Connection } from './connection.ts';
import { ormOnPg, ormOnPglite, type Orm } from './orm.ts';
import { pgliteTransaction, pgTransaction, type Transact } from './transaction.ts';
import { WAITS, type Waits, type WaitsName } from './waits.ts';
import { pgPool } from './pg-pool.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type { Connection, Row } from './connection.ts';
export type { Orm } from './orm.ts';
export type Database = Connection & {
  /** drizzle over the same connection(s). */
  orm: Orm;
  /** One transaction with raw SQL and drizzle on one connection (db/transaction.ts). */
  transaction: Transact;
  driver: 'pg' | 'pglite';
  /** The driver's own handle, for libraries that speak to it directly (the job queue). */
  native: { driver: 'pg'; pool: pg.Pool } | { driver: 'pglite'; client: PGlite };
  /** Runs fn on one dedicated connection (session-level locks, the migrations' own transactions). */
  withConnection<T>(fn: (conn: Connection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
/**
 * What a read needs: raw SQL and drizzle. The primary's Database is one; so is the read replica's
 * handle (db/replica.ts), which has no transactions: a transaction writes.
 */
export type Reads = Pick<Database, 'query' | 'orm'>;
export type OpenOptions = {
  memory?: boolean;
  /** In memory only: start from this dumped data directory (tests copy one migrated database). */
  snapshot?: Blob;
  url?: string;
  max?: number;
  /** PostgreSQL's limits (db/waits.ts): 'request' by default, 'batch' for migrations and seeds. */
  waits?: WaitsName | Waits;
};

export { DataDirInUseError } from './data-dir-lock.ts';

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: OpenOptions = {},
): Promise<Database> {
  const url = options.url ?? (options.memory ? undefined : config.databaseUrl);
  if (url) {
    const waits = typeof options.waits === 'object' ? options.waits : WAITS[options.waits ?? 'request'];
    return openPg(url, options.max ?? 10, waits);
  }
  return openPglite(options.memory ? null : path.join(config.dataDir, 'pglite'), options.snapshot);
}

function openPg(url: string, max: number, waits: Waits): Database {
  const pool = pgPool(url, max, waits);
  return {
    ...onPg(pool),
    orm: ormOnPg(pool),
    transaction: pgTransaction(pool),
    driver: 'pg',
    native: { driver: 'pg', pool },
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn(onPg(client));
      } finally {
        client.release(); // one whose query went unanswered is closed by closeUnanswered
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string | null, snapshot?: Blob): Promise<Database> {
  const release = dir ? await lockDataDir(dir) : undefined;
  let client: PGlite;
  try {
    // Contrib extensions in PGlite must be loaded before migrations 0003/0006 create them.
    client = await PGlite.create(dir ?? 'memory://', {
      extensions: { pg_trgm, btree_gin },
      ...(snapshot && !dir ? { loadDataDir: snapshot } : {}),
    });
  } catch (err) {
    await release?.();
    throw err;
  }
  const conn = onPglite(client);
  let closed = false;
  return {
    ...conn,
    orm: ormOnPglite(client),
    transaction: pgliteTransaction(client),
    driver: 'pglite',
    native: { driver: 'pglite', client },
    withConnection: (fn) => fn(conn), // PGlite is a single session already
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
      await release?.();
    },
  };
}
