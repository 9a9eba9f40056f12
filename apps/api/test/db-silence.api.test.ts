// A database that goes silent (lost network, frozen server) must cost requests a quick 503, never
// the instance: every wait is bounded and the pool heals by itself (docs/decisions/0016-bounded-waits.md).
// Runs against a real PostgreSQL server behind a relay that can drop every byte: DATABASE_URL's
// server, or the local one the machine runs (see docs/decisions/0016-bounded-waits.md).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { App } from '../src/context.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { WAITS } from '../src/db/waits.ts';
import { migrate } from '../db/migrate.ts';
import { TEST_JWT_SECRET } from './harness.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { databaseUrl, pgAdmin } from './support/pg-server.ts';
import { sleep, timed } from './support/timing.ts';

const DB_NAME = `souqna_silence_${process.pid}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souqna-silence-'));
const config = loadConfig({ APP_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir });
const dbUrl = databaseUrl(DB_NAME);

let proxy: TcpProxy;
beforeAll(async () => {
  await pgAdmin(`drop database if exists ${DB_NAME} with (force)`);
  await pgAdmin(`create database ${DB_NAME}`);
  const setup = await openDatabase(config, { url: dbUrl, waits: 'batch', max: 1 });
  await migrate(setup);
  await setup.close();
  proxy = await startTcpProxy(dbUrl);
}, 60_000);
afterAll(async () => {
  await proxy?.close();
  await pgAdmin(`drop database if exists ${DB_NAME} with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('an instance whose database goes silent', () => {
  let app: App;
  let db: Database;
  beforeAll(async () => {
    proxy.resume();
    db = await openDatabase(config, { url: proxy.url }); // the production pool: 10 connections, request waits
    app = await buildApp({ config, db, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    proxy.resume();
    await app?.close();
    await db?.close();
  });
  const health = () => app.inject({ method: 'GET', url: '/api/health' });
  const somePost = () => app.inject({ method: 'GET', url: `/api/post/${crypto.randomUUID()}` });

  it('answers 503 within a second while silent and recovers by itself within seconds', async () => {
    expect((await health()).statusCode).toBe(200);
    expect((await somePost()).json().name).toBe('NotFoundError');

    proxy.blackhole();
    // An ordinary request waits at most one read limit, then gets the catalogue's 503.
    const ordinary = timed(somePost());
    const burst = await Promise.all(Array.from({ length: 20 }, () => timed(health())));
    for (const { value } of burst) {
      expect(value.statusCode).toBe(503);
      expect(value.json()).toMatchObject({ name: 'ServiceUnavailableError' });
    }
    const slowestHealth = Math.max(...burst.map((b) => b.ms));
    expect(slowestHealth).toBeLessThan(1_000);

    const { value: refused, ms: ordinaryMs } = await ordinary;
    expect(refused.statusCode).toBe(503);
    expect(refused.json().name).toBe('ServiceUnavailableError');
    expect(ordinaryMs).toBeLessThan(WAITS.request.readMs + 1_000);

    // Fill the pool with queries that will never be answered, then bring the database back.
    await Promise.all(Array.from({ length: 12 }, () => health()));
    proxy.resume();
    const back = performance.now();
    let answer = await health();
    while (answer.statusCode !== 200 && performance.now() - back < 20_000) {
      await sleep(100);
      answer = await health();
    }
    const recoveryMs = performance.now() - back;
    expect(answer.statusCode).toBe(200);
    expect(recoveryMs).toBeLessThan(WAITS.request.readMs + WAITS.request.connectMs);

    // Healed for good: every connection of the pool works again.
    const after = await Promise.all(Array.from({ length: 20 }, () => health()));
    expect(after.map((r) => r.statusCode)).toEqual(after.map(() => 200));
    expect((await somePost()).json().name).toBe('NotFoundError');
    console.info(
      `db silence: health 503 in ≤ ${slowestHealth.toFixed(0)} ms, an ordinary request 503 in ${ordinaryMs.toFixed(0)} ms, recovered ${recoveryMs.toFixed(0)} ms after the database came back`,
    );
  }, 60_000);
});

describe('a connection whose query went unanswered', () => {
  // One connection and short limits: a broken connection handed back to the pool would be the one
  // the next query gets.
  const waits = { ...WAITS.request, connectMs: 300, statementMs: 400, readMs: 500 };
  let db: Database;
  beforeAll(async () => {
    proxy.resume();
    db = await openDatabase(config, { url: proxy.url, max: 1, waits });
  });
  afterAll(async () => {
    proxy.resume();
    await db?.close();
  });

  it.each([
    ['withConnection', (d: Database) => d.withConnection((c) => c.query('select 1'))],
    ['a transaction', (d: Database) => d.transaction((tx) => tx.orm.execute(sql`select 1`))],
    ['a pool query', (d: Database) => d.query('select 1')],
  ])(
    'is closed, not reused, after %s timed out',
    async (_label, work) => {
      expect(await db.query('select 1 as n')).toEqual([{ n: 1 }]);
      proxy.blackhole();
      await expect(work(db)).rejects.toThrow();
      proxy.resume();
      const { value, ms } = await timed(db.query('select 2 as n'));
      expect(value).toEqual([{ n: 2 }]);
      expect(ms).toBeLessThan(waits.readMs);
    },
    20_000,
  );

  it('is closed, not reused, after a statement inside a transaction and its rollback timed out', async () => {
    expect(await db.query('select 1 as n')).toEqual([{ n: 1 }]);
    const work = db.transaction(async (tx) => {
      proxy.blackhole();
      await tx.query('select 1');
    });
    await expect(work).rejects.toThrow();
    proxy.resume();
    const { value, ms } = await timed(db.query('select 2 as n'));
    expect(value).toEqual([{ n: 2 }]);
    expect(ms).toBeLessThan(waits.readMs);
  }, 20_000);
});
