// The database a test app runs on (docs/decisions/0017-fast-test-databases.md). Files share one
// migrated database, as on PostgreSQL (the run's souqna_test) so without it (one in-memory PGlite
// per worker, loaded from the snapshot global-setup.ts dumped). A file that must not share gets
// a copy of its own: a fresh PGlite from the snapshot, or `create database … template` on a server.
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { ormOnPglite } from '../../src/db/orm.ts';
import { OWN_DB_PREFIX, TEMPLATE_DB_NAME, testDatabaseUrl } from '../db-url.ts';

let snapshot: Promise<Blob> | undefined;
/** The migrated embedded database, read once per worker (each worker runs many files). */
function pgliteSnapshot(): Promise<Blob> {
  const file = inject('pgliteSnapshot');
  if (!file) throw new Error('no PGlite snapshot: is apps/api/test/global-setup.ts the globalSetup?');
  snapshot ??= fs.promises.readFile(file).then((bytes) => new Blob([bytes]));
  return snapshot;
}

const embeddedCopy = async (config: Config) =>
  openDatabase(config, { memory: true, snapshot: await pgliteSnapshot() });

let workerDatabase: Promise<Database> | undefined;
/**
 * The worker's embedded database, open until the worker exits. Each file gets handles of its
 * own (caches are kept per handle, as each file has its own pool on PostgreSQL); closing them
 * leaves the database to the next file.
 */
async function sharedEmbedded(config: Config): Promise<Database> {
  workerDatabase ??= embeddedCopy(config);
  const db = await workerDatabase;
  if (db.native.driver !== 'pglite') throw new Error('expected an embedded database');
  return { ...db, orm: ormOnPglite(db.native.client), close: async () => {} };
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

let copies = 0;
/** A fresh copy of the template on the server; closing the handle drops the copy. */
async function serverCopy(config: Config, serverUrl: string): Promise<Database> {
  const name = `${OWN_DB_PREFIX}${process.pid}_${++copies}`;
  await admin(serverUrl, `create database ${name} template ${TEMPLATE_DB_NAME}`);
  const db = await openDatabase(config, { url: testDatabaseUrl(serverUrl, name), max: 4 });
  return {
    ...db,
    async close() {
      await db.close();
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * `own`: a database no other file sees, for a file whose data would change what others measure
 * or whose jobs other files' workers would take.
 */
export async function openTestDatabase(config: Config, own = false): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return own ? embeddedCopy(config) : sharedEmbedded(config);
  if (own) return serverCopy(config, serverUrl);
  return openDatabase(config, { url: testDatabaseUrl(serverUrl), max: 4 });
}
