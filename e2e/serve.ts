// Starts the built product for the browser tests on a database of its own: a fresh PGlite
// folder, or (with DATABASE_URL) a fresh `souqna_e2e` database on that server. With REDIS_URL,
// a Redis database of its own too, emptied first: the rate-limit counters of an earlier run
// (kept for their window) would otherwise refuse this run's sign-ups.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

process.env.APP_ENV ??= 'development';
// The site's address, as a deployment configures it: links name it whatever Host a request forges.
process.env.PUBLIC_URL ??= `http://127.0.0.1:${process.env.PORT ?? 3100}`;
// Every browser of the run signs up and signs in from 127.0.0.1, as a whole office behind one NAT
// would: the per-address limits would refuse the later tests. The limits themselves are tested in
// the API suite (rate-limit.api.test.ts); the per-e-mail/phone limits stay as configured.
process.env.RATE_LIMIT_OTP_PER_IP ??= '1000';
process.env.RATE_LIMIT_SIGNINS_PER_IP ??= '1000';
// The back office's tests sign in as this admin (e2e/tests/admin.ts), made at start like any admin.
process.env.ADMIN_EMAIL ??= 'admin@souqna.test';
process.env.ADMIN_PASSWORD ??= 'Admin-pass1';
if (process.env.DATABASE_URL) {
  const url = new URL(process.env.DATABASE_URL);
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const name = process.env.SOUQNA_E2E_DB ?? 'souqna_e2e';
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
if (process.env.REDIS_URL) {
  const url = new URL(process.env.REDIS_URL);
  url.pathname = `/${process.env.SOUQNA_E2E_REDIS_DB ?? '15'}`;
  const redis = new Redis(url.toString());
  await redis.flushdb();
  redis.disconnect();
  process.env.REDIS_URL = url.toString();
}
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'souqna-e2e-'));
await import('../scripts/start.ts');
