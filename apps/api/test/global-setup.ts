// Migrates and seeds the reference data once per run; every test file starts from a copy
// (docs/decisions/0017-fast-test-databases.md). With DATABASE_URL: a template database on that
// server, copied once into souqna_test (shared by the files) and again for each file that asks for
// a database of its own. Without it: an embedded database dumped to a file, which each file loads
// into an in-memory PGlite of its own (support/databases.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { startJobQueue } from '../src/jobs/job-queue.ts';
import { migrate } from '../db/migrate.ts';
import { seedReference } from '../db/seed/index.ts';
import { OWN_DB_PREFIX, TEMPLATE_DB_NAME, TEST_DB_NAME, testDatabaseUrl } from './db-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated, seeded PGlite data directory (a tar file); absent with DATABASE_URL. */
    pgliteSnapshot?: string;
  }
}

const setupConfig = () =>
  loadConfig({ APP_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/souqna-test-setup' });

async function prepare(database: Database): Promise<void> {
  try {
    await migrate(database);
    await seedReference(database);
    // The job queue installs its own tables at first start: once here, not once per test file.
    const quiet = { error: () => {}, warn: () => {} };
    await (await startJobQueue(database, quiet)).stop();
  } catch (err) {
    await database.close();
    throw err;
  }
}

async function createServerDatabases(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Copies left by an interrupted run, then this run's template and shared database.
    const { rows } = await admin.query<{ name: string }>(
      `select datname as name from pg_database where starts_with(datname, $1)`,
      [OWN_DB_PREFIX],
    );
    for (const name of [...rows.map((r) => r.name), TEST_DB_NAME, TEMPLATE_DB_NAME])
      await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB_NAME}`);
    const database = await openDatabase(setupConfig(), {
      url: testDatabaseUrl(serverUrl, TEMPLATE_DB_NAME),
      max: 1,
      waits: 'batch',
    });
    await prepare(database);
    await database.close();
    await admin.query(`create database ${TEST_DB_NAME} template ${TEMPLATE_DB_NAME}`);
  } finally {
    await admin.end();
  }
}

/** Dumps a migrated embedded database to a file; returns its path and how to remove it. */
async function createSnapshot(): Promise<{ file: string; remove(): void }> {
  const database = await openDatabase(setupConfig(), { memory: true });
  await prepare(database);
  if (database.native.driver !== 'pglite') throw new Error('expected an embedded database');
  const dump = await database.native.client.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souqna-pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export default async function setup(project: TestProject): Promise<(() => void) | void> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return createServerDatabases(serverUrl);
  const snapshot = await createSnapshot();
  project.provide('pgliteSnapshot', snapshot.file);
  return snapshot.remove;
}
