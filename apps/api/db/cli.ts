// Database commands: migrate | seed | reset | admin. Any failure exits non-zero.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, REPO_ROOT, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { withDevSecret } from '../src/dev-secret.ts';
import { migrate } from './migrate.ts';
import { refreshSearchStats, refreshSearchStatsIfStale } from '../src/features/posts/posts.public.ts';
import { ensureAdmin, seed, seedDemoAds, seedDemoReviews, seedDemoSocial } from './seed/index.ts';
import { runCli } from './run-cli.ts';

const USAGE = `Usage: node apps/api/db/cli.ts <migrate|seed|reset|admin> [--email E --password P --phone 9715XXXXXXXX]`;

/** Reset destroys data: only for development/test, and only for databases whose name says so. */
export function resetRefusal(config: Config, env: NodeJS.ProcessEnv = process.env): string | null {
  if (config.appEnv === 'production') return 'db reset refused: APP_ENV is production.';
  if (!config.databaseUrl || env.ALLOW_DB_RESET === '1') return null;
  const name = new URL(config.databaseUrl).pathname.replace(/^\//, '');
  if (/_(dev|test|bench)$/.test(name)) return null;
  return `db reset refused: database "${name}" does not end in _dev, _test or _bench (set ALLOW_DB_RESET=1 to force).`;
}

async function reset(database: Database, config: Config): Promise<void> {
  await database.exec('drop schema public cascade; create schema public;');
  fs.rmSync(config.uploadsDir, { recursive: true, force: true });
  await migrate(database);
  await seed(database, config);
  await seedDemoAds(database, config);
  await seedDemoSocial(database);
  await seedDemoReviews(database);
  await refreshSearchStats(database);
}

async function main(): Promise<number> {
  const envFile = path.join(REPO_ROOT, '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, password: { type: 'string' }, phone: { type: 'string' } },
  });
  const command = positionals[0];
  if (!command || !['migrate', 'seed', 'reset', 'admin'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(withDevSecret(process.env));
  if (command === 'reset') {
    const refusal = resetRefusal(config);
    if (refusal) {
      console.error(refusal);
      return 1;
    }
  }
  // Migrations and seeds run long on a big database: batch limits (docs/decisions/0016-bounded-waits.md).
  const database = await openDatabase(config, { waits: 'batch' });
  try {
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${path.join(config.dataDir, 'pglite')}`;
    if (command === 'migrate') {
      const applied = await migrate(database);
      console.log(
        applied.length ? `Applied ${applied.join(', ')} (${where})` : `Database is up to date (${where})`,
      );
    } else if (command === 'seed') {
      await migrate(database);
      await seed(database, config);
      // Demo ads only from this command (not at every server start), and never in production.
      const ads = config.appEnv === 'production' ? 0 : await seedDemoAds(database, config);
      const social = config.appEnv === 'production' ? null : await seedDemoSocial(database);
      const rated = config.appEnv === 'production' ? null : await seedDemoReviews(database);
      // Search plans read these counts; a seed that added ads brings them up to date.
      await refreshSearchStatsIfStale(database);
      console.log(
        `Seeded reference data, settings${config.appEnv === 'production' ? '' : ', demo users'}${config.admin ? ', admin' : ''}${ads ? `, ${ads} demo ads` : ''}${social?.favorites ? `, ${social.favorites} favourites, ${social.comments} comments, ${social.follows} follows` : ''}${rated?.reviews ? `, ${rated.reviews} reviews` : ''} (${where})`,
      );
    } else if (command === 'reset') {
      await reset(database, config);
      console.log(`Database reset, migrated and seeded (${where})`);
    } else {
      const email = values.email ?? config.admin?.email;
      const password = values.password ?? config.admin?.password;
      if (!email || !password) {
        console.error('admin needs --email and --password (or ADMIN_EMAIL and ADMIN_PASSWORD)');
        return 1;
      }
      await migrate(database);
      const id = await ensureAdmin(database, { email, password, phone: values.phone ?? config.admin?.phone });
      console.log(`Admin ${email} ready (id ${id})`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

if (import.meta.main) runCli(main);
