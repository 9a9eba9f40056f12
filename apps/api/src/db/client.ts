// One database handle for both drivers: real PostgreSQL (DATABASE_URL) or embedded PGlite.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema.ts';
import { closeUnanswered, WAITS, type Waits, type WaitsName } from './waits.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Row = Record<string, unknown>;
/**
 * Raw SQL on one connection: `query` takes $1 params (one statement), `exec` runs a script.
 * prepare: a hot query of a bounded set of texts; PostgreSQL keeps it parsed per connection
 * (a named statement), so later calls send only the parameters (no text, no parse).
 */
export type Connection = {
  query<T extends Row = Row>(text: string, params?: unknown[], prepare?: boolean): Promise<T[]>;
  exec(text: string): Promise<void>;
};
export type Database = Connection & {
  /** drizzle over the same connection(s). */
  orm: Orm;
  driver: 'pg' | 'pglite';
  /** The driver's own handle, for libraries that speak to it directly (the job queue). */
  native: { driver: 'pg'; pool: pg.Pool } | { driver: 'pglite'; client: PGlite };
  /** Runs fn on one dedicated connection (session-level locks, manual transactions). */
  withConnection<T>(fn: (conn: Connection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
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
  const conn = (c: pg.Pool | pg.PoolClient): Connection => ({
    query: async <T extends Row>(text: string, params?: unknown[], prepare?: boolean) =>
      (
        await c.query(
          prepare ? { name: statementName(text), text, values: params } : { text, values: params },
        )
      ).rows as T[],
    exec: async (text: string) => void (await c.query(text)),
  });
  return {
    ...conn(pool),
    orm: ormOnPool(pool),
    driver: 'pg',
    native: { driver: 'pg', pool },
    async withConnection(fn) {
      const client = await pool.connect();
      try {
        return await fn(conn(client));
      } finally {
        client.release(); // one whose query went unanswered is closed by closeUnanswered
      }
    },
    close: () => pool.end(),
  };
}

/**
 * drizzle over the pool, except transactions: drizzle 0.45 checks a connection out and sends `begin`
 * before its try/finally, so a `begin` that fails (database away) keeps that connection checked out
 * for good, one pool slot lost each time. Each transaction runs on a connection given back always.
 */
function ormOnPool(pool: pg.Pool): Orm {
  const orm = drizzlePg(pool, { schema }) as unknown as Orm;
  const transaction: Orm['transaction'] = async (fn, config) => {
    const client = await pool.connect();
    try {
      return await (drizzlePg(client, { schema }) as unknown as Orm).transaction(fn, config);
    } finally {
      client.release();
    }
  };
  return Object.assign(orm, { transaction });
}

const names = new Map<string, string>();
/** A name per text (its hash): pg refuses one name for two texts. The memo is capped, not the names. */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size < 10_000) names.set(text, name);
  }
  return name;
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
  const conn: Connection = {
    query: async <T extends Row>(text: string, params?: unknown[]) =>
      (await client.query<T>(text, params)).rows,
    exec: async (text: string) => void (await client.exec(text)),
  };
  let closed = false;
  return {
    ...conn,
    orm: drizzlePglite(client, { schema }) as unknown as Orm,
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
