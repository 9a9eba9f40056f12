import { spawnSync } from 'node:child_process';
import pg from 'pg';

const TARGET = Number(process.env.BENCH_ADS ?? 1_000_000);

/**
 * Creates the bench database when missing, migrates and seeds it, and (with `bigLoad`) tops it up
 * to `target` ads (1 M, or BENCH_ADS).
 */
export async function prepareDatabase(
  url: string,
  root: string,
  { bigLoad, target: ads = TARGET }: { bigLoad: boolean; target?: number },
): Promise<pg.Client> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();

  const env = { ...process.env, DATABASE_URL: url };
  for (const command of ['migrate', 'seed']) {
    const r = spawnSync('node', ['apps/api/db/cli.ts', command], { cwd: root, stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`db ${command} failed`);
  }
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query<{ n: string }>('select count(*) as n from posts');
  if (bigLoad && Number(rows[0]!.n) < ads) {
    console.log(`Loading ads: ${rows[0]!.n} → ${ads} (npm run db:seed:big)…`);
    const count = String(ads - Number(rows[0]!.n));
    const r = spawnSync('npm', ['run', 'db:seed:big', '--', '--count', count], {
      cwd: root,
      stdio: 'inherit',
      env,
    });
    if (r.status !== 0) throw new Error('db:seed:big failed');
    // As autovacuum would soon: statistics, and the visibility map that lets counts read indexes only.
    await db.query('vacuum analyze');
  }
  return db;
}
