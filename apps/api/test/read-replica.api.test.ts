// Guests' listing, search and profile reads go to DATABASE_READ_URL's streaming replica, members'
// reads stay on the primary, and a replica that lags, refuses or goes silent costs a read some time,
// never an error (docs/decisions/0064-read-replica.md). The test starts its own primary and replica
// (support/replica-pair.ts) in either suite mode, and pauses the replica's replay so that what it
// answers visibly differs from what the primary would. The app reaches the replica through a relay
// that can refuse or drop every byte (support/tcp-proxy.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { App } from '../src/context.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { WAITS } from '../src/db/waits.ts';
import { REPLICA_MAX_LAG_MS } from '../src/db/replica.ts';
import { migrate } from '../db/migrate.ts';
import { seedReference } from '../db/seed/index.ts';
import { createPost, createUser } from '../db/factories/index.ts';
import { bearer, TEST_JWT_SECRET, tokenFor } from './harness.ts';
import { startReplicaPair, type ReplicaPair } from './support/replica-pair.ts';
import { publishPost } from './support/posts.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { sleep, timed } from './support/timing.ts';

// The production limit: the steps that must stay under it take milliseconds, even on a busy machine.
const MAX_LAG_MS = REPLICA_MAX_LAG_MS;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souqna-replica-app-'));
let pair: ReplicaPair | undefined;
let proxy: TcpProxy | undefined;
let db: Database | undefined;
let app: App;
let sellerId: string;
let memberId: string;

beforeAll(async () => {
  pair = await startReplicaPair();
  const setup = await openDatabase(
    loadConfig({ APP_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: dataDir }),
    {
      url: pair.primaryUrl,
      waits: 'batch',
      max: 1,
    },
  );
  try {
    await migrate(setup);
    await seedReference(setup);
  } finally {
    await setup.close();
  }
  proxy = await startTcpProxy(pair.replicaUrl);
  const config = loadConfig({
    APP_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    DATABASE_URL: pair.primaryUrl,
    DATABASE_READ_URL: proxy.url,
    RUN_JOBS: 'false',
  });
  db = await openDatabase(config);
  // Checked by hand (checkEveryMs 0): each step below says when the app looks at the replica's lag.
  app = await buildApp({
    config,
    db,
    logger: false,
    overload: false,
    replica: { checkEveryMs: 0 },
  });
  await app.ready();
  sellerId = (await createUser(db, { fullname: 'Replica Seller' })).id;
  memberId = (await createUser(db)).id;
  await createPost(db, { userId: sellerId, title: 'Older ad on both servers' });
  await pair.caughtUp();
}, 180_000);

afterAll(async () => {
  await app?.close();
  await db?.close();
  await proxy?.close();
  await pair?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const titlesFor = async (token?: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/post/cursor?userId=${sellerId}`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { title: string }[] }).items.map((i) => i.title).sort();
};
const profileName = async (token?: string) => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/users/${sellerId}/profile`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { fullname: string }).fullname;
};
/** The guest's view of the seller (GET /api/users/:id) and the titles suggested for "primary". */
const guestUserName = async () =>
  (await app.inject({ method: 'GET', url: `/api/users/${sellerId}` })).json().fullname;
const suggested = async () =>
  (await app.inject({ method: 'GET', url: '/api/post/suggest?q=primary' }))
    .json()
    .items.map((i: { text: string }) => i.text);
const reads = () => app.deps.reads.status().reads;
const metric = async (name: string) =>
  (await app.metrics.getSingleMetricAsString(name)).split('\n').filter((l) => !l.startsWith('#'));

describe('a streaming replica behind DATABASE_READ_URL', () => {
  it('answers guests while it is close behind; a member reads their own writes from the primary', async () => {
    expect(await app.deps.reads.check()).toBe('ok');
    expect(await titlesFor()).toEqual(['Older ad on both servers']);
    // A fresh commit for the replica to have replayed just before it stops replaying.
    await createPost(db!, { userId: memberId, title: 'Someone else' });
    await pair!.caughtUp();
    await pair!.onReplica('select pg_wal_replay_pause()');
    await createPost(db!, { userId: sellerId, title: 'New ad on the primary only' });
    await db!.query('update users set fullname = $1 where id = $2', ['Renamed Seller', sellerId]);

    expect(await app.deps.reads.check()).toBe('ok'); // behind, but less than the limit
    const before = reads();
    // A guest: the replica's answer, without the new ad and the new name.
    expect(await titlesFor()).toEqual(['Older ad on both servers']);
    expect(await profileName()).toBe('Replica Seller');
    expect(await guestUserName()).toBe('Replica Seller');
    expect(await suggested()).toEqual([]);
    // Another member's page is the guests' page (decision 0062): the replica's too.
    expect(await titlesFor(await tokenFor(memberId))).toEqual(['Older ad on both servers']);
    // The seller, who just wrote: the primary's.
    const seller = await tokenFor(sellerId);
    expect(await titlesFor(seller)).toEqual(['New ad on the primary only', 'Older ad on both servers']);
    expect(await profileName(seller)).toBe('Renamed Seller');
    expect(reads().replica).toBeGreaterThan(before.replica);
    expect(await metric('souqna_db_replica_in_use')).toEqual(['souqna_db_replica_in_use 1']);

    // A member posts through the API: for a moment their whole listing, which they would otherwise
    // share with guests (decision 0062), is read on the primary; the others' still comes from the replica.
    const writer = (await createUser(db!)).id;
    const posted = await publishPost({ app, db: db! }, writer, { title: 'Posted through the API' });
    expect(posted.statusCode, posted.body).toBe(201);
    const listed = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/api/post/cursor', headers: bearer(token) }))
        .json()
        .items.map((i: { title: string }) => i.title);
    expect(await listed(await tokenFor(writer))).toContain('Posted through the API');
    expect(await listed(await tokenFor(memberId))).not.toContain('Posted through the API');
  });

  it('is left alone while it lags more than the limit, and used again once it caught up', async () => {
    await sleep(MAX_LAG_MS + 200);
    expect(await app.deps.reads.check()).toBe('lagging');
    const before = reads();
    expect(await titlesFor()).toEqual(['New ad on the primary only', 'Older ad on both servers']);
    expect(await profileName()).toBe('Renamed Seller');
    expect(await guestUserName()).toBe('Renamed Seller');
    expect(await suggested()).toEqual(['New ad on the primary only']);
    expect(reads().replica).toBe(before.replica);
    expect(reads().primary).toBeGreaterThan(before.primary);
    expect(await metric('souqna_db_replica_in_use')).toEqual(['souqna_db_replica_in_use 0']);
    const [lag] = await metric('souqna_db_replica_lag_seconds');
    expect(Number(lag!.split(' ')[1])).toBeGreaterThan(MAX_LAG_MS / 1000);

    await pair!.onReplica('select pg_wal_replay_resume()');
    await pair!.caughtUp();
    expect(await app.deps.reads.check()).toBe('ok');
    const resumed = reads();
    expect(await titlesFor()).toEqual(['New ad on the primary only', 'Older ad on both servers']);
    expect(reads().replica).toBeGreaterThan(resumed.replica);
  });

  it('refusing connections: the primary answers at once, and the replica is used again once it is back', async () => {
    await proxy!.refuse();
    const { value, ms } = await timed(titlesFor());
    expect(value).toEqual(['New ad on the primary only', 'Older ad on both servers']);
    expect(ms).toBeLessThan(WAITS.replica.connectMs + 1_000);
    expect(app.deps.reads.status().state).toBe('down');
    expect(await app.deps.reads.check()).toBe('down');
    expect(await profileName()).toBe('Renamed Seller');

    await proxy!.resume();
    expect(await app.deps.reads.check()).toBe('ok');
    const back = reads();
    expect(await titlesFor()).toHaveLength(2);
    expect(reads().replica).toBeGreaterThan(back.replica);
  });

  it('gone silent: a read waits at most the replica read limit, then the primary answers; later reads do not wait', async () => {
    expect(await titlesFor()).toHaveLength(2); // a pooled connection is open to the replica
    proxy!.blackhole();
    const first = await timed(titlesFor());
    expect(first.value).toEqual(['New ad on the primary only', 'Older ad on both servers']);
    expect(first.ms).toBeLessThan(WAITS.replica.readMs + 1_000);
    expect(app.deps.reads.status().state).toBe('down');
    const next = await timed(Promise.all([titlesFor(), profileName()]));
    expect(next.value[1]).toBe('Renamed Seller');
    expect(next.ms).toBeLessThan(500);
    await proxy!.resume();
  });

  it('checks by itself every second: an app finds the replica, leaves it when refused and takes it back', async () => {
    const own = await buildApp({ config: app.deps.config, db: db!, logger: false, overload: false });
    try {
      const state = () => own.deps.reads.status().state;
      const within = async (ms: number, want: string) => {
        const end = Date.now() + ms;
        while (state() !== want && Date.now() < end) await sleep(50);
        return state();
      };
      expect(await within(3_000, 'ok')).toBe('ok');
      await proxy!.refuse();
      expect(await within(3_000, 'down')).toBe('down');
      await proxy!.resume();
      expect(await within(3_000, 'ok')).toBe('ok');
    } finally {
      await own.close();
    }
  });
});
