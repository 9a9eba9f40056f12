// With DATABASE_URL: a fresh souqna_test database on that server, migrated and seeded once per run.
// Without it every test file opens its own in-memory PGlite (see harness.ts), so there is nothing to do.
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedReference } from '../db/seed.ts';
import { TEST_DB_NAME, testDatabaseUrl } from './db-url.ts';

export default async function setup(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${TEST_DB_NAME} with (force)`);
    await admin.query(`create database ${TEST_DB_NAME}`);
  } finally {
    await admin.end();
  }
  const url = testDatabaseUrl(serverUrl);
  const database = await openDatabase(
    loadConfig({ APP_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/souqna-test-setup' }),
    { url, max: 2, waits: 'batch' },
  );
  try {
    await migrate(database);
    await seedReference(database);
  } finally {
    await database.close();
  }
}
