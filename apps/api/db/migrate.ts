// Forward-only SQL migrations, each in its own transaction; an advisory lock makes concurrent migrators wait.
import fs from 'node:fs';
import path from 'node:path';
import type { Connection, Database } from '../src/db/client.ts';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const LOCK_KEY = 727_001; // arbitrary, constant for Souqna

export function listMigrations(dir = MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
}

async function applyPending(conn: Connection, dir: string): Promise<string[]> {
  await conn.exec(`create table if not exists schema_migrations (
    name text primary key, applied_at timestamptz not null default now())`);
  const done = new Set(
    (await conn.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of listMigrations(dir)) {
    if (done.has(file)) continue;
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    await conn.exec('begin');
    try {
      await conn.exec(sql);
      await conn.query('insert into schema_migrations (name) values ($1)', [file]);
      await conn.exec('commit');
    } catch (err) {
      await conn.exec('rollback');
      throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err });
    }
    applied.push(file);
  }
  return applied;
}

/** Applies pending migrations; returns the file names applied now. */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return database.withConnection(async (conn) => {
    await conn.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      return await applyPending(conn, dir);
    } finally {
      await conn.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  });
}
