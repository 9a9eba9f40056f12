// The two instances' shared PostgreSQL and Redis databases: fresh, then migrated and seeded here,
// before either instance starts, so both can start at once and neither seeds (server.ts skips a
// seed that is done). The demo marketplace is a small one: what the test proves needs categories
// and places (the reference data), not 2,000 ads whose pictures take seconds to copy (minutes to
// draw on a cold cache, decision 0036).
import { Redis } from 'ioredis';
import pg from 'pg';
import { migrate } from '../../apps/api/db/migrate.ts';
import {
  DEMO_SIZE,
  seed,
  seedDemoAds,
  seedDemoReviews,
  seedDemoSocial,
} from '../../apps/api/db/seed/index.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';

/** Enough ads for a listing page and the demo's social seed; two pictures drawn, shared by all. */
const SMALL_DEMO = { sellers: DEMO_SIZE.sellers, ads: 40, photos: 2 };

export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function freshRedis(serverUrl: string, db: string): Promise<string> {
  const url = new URL(serverUrl);
  url.pathname = `/${db}`;
  const redis = new Redis(url.toString());
  await redis.flushdb();
  redis.disconnect();
  return url.toString();
}

/**
 * Migrates and seeds as an instance's start would (server.ts), with the instance's own settings
 * (`env`, its DATA_DIR receiving the pictures), and a small demo marketplace: its sellers are the
 * full demo's, so the instances find the demo seeded and add none.
 */
export async function prepareDatabase(env: Record<string, string>): Promise<void> {
  const config = loadConfig(env);
  const db = await openDatabase(config, { waits: 'batch' });
  try {
    await migrate(db);
    await seed(db, config);
    await seedDemoAds(db, config, SMALL_DEMO);
    await seedDemoSocial(db);
    await seedDemoReviews(db);
  } finally {
    await db.close();
  }
}
