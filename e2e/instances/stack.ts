// Two instances of the built product (A with two cluster workers) on one PostgreSQL database and one
// Redis database, both fresh, behind one nginx running docs/deploy/nginx-souqna.conf
// (docs/deploy.md). Ports: SOUQNA_INSTANCES_PORT (nginx) and the four after it (A, B, and their
// metrics ports).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startServer, stopServer, type Server } from '../../bench/server.ts';
import { findNginx, NO_NGINX } from '../nginx.ts';
import { startNginx } from './nginx-process.ts';

export const NEEDS = 'The two-instance test needs DATABASE_URL and REDIS_URL (PostgreSQL and Redis).';

export type Instance = { base: string; metrics: string; server: Server };
export type Stack = { nginx: string; a: Instance; b: Instance; close(): Promise<void> };

async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function freshRedis(serverUrl: string, db: string): Promise<string> {
  const url = new URL(serverUrl);
  url.pathname = `/${db}`;
  const redis = new Redis(url.toString());
  await redis.flushdb();
  redis.disconnect();
  return url.toString();
}

export async function startStack(): Promise<Stack> {
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (!DATABASE_URL || !REDIS_URL) throw new Error(NEEDS);
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error(NO_NGINX);
  const port = Number(process.env.SOUQNA_INSTANCES_PORT ?? 3300);
  const env = {
    DATABASE_URL: await freshDatabase(DATABASE_URL, process.env.SOUQNA_INSTANCES_DB ?? 'souqna_instances'),
    REDIS_URL: await freshRedis(REDIS_URL, process.env.SOUQNA_INSTANCES_REDIS_DB ?? '14'),
    JWT_SECRET: 'two-instances-test-secret-at-least-32-chars',
    // nginx on this machine is the one proxy: the client's address comes from its header.
    TRUST_PROXY: 'loopback',
    LISTING_CACHE_SECONDS: '30',
    APP_ENV: 'development',
  };
  const dirs: string[] = [];
  const servers: Server[] = [];
  let nginx: ChildProcess | undefined;
  const close = async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(servers.map(stopServer));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first migrates and seeds the fresh database. A runs two cluster
    // workers, B one process: events, sockets and counters cross workers and instances alike.
    for (const [offset, workers] of [
      [1, '2'],
      [2, '1'],
    ] as const) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'souqna-instance-'));
      dirs.push(dir);
      const own = { DATA_DIR: dir, METRICS_PORT: String(port + 2 + offset), WEB_CONCURRENCY: workers };
      servers.push(await startServer(port + offset, { ...env, ...own }));
    }
    const dir = mkdtempSync(path.join(os.tmpdir(), 'souqna-nginx-'));
    dirs.push(dir);
    nginx = startNginx(nginxBinary, port, [port + 1, port + 2], dir);
    const base = `http://127.0.0.1:${port}`;
    for (
      let i = 0;
      !(await fetch(`${base}/api/health/live`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    ) {
      if (i > 50 || nginx.exitCode !== null) {
        const log = readFileSync(path.join(dir, 'error.log'), { encoding: 'utf8', flag: 'a+' });
        throw new Error(`nginx did not start: ${log.trim().split('\n').at(-1) ?? 'no log'}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const instance = (i: number): Instance => ({
      base: servers[i]!.base,
      metrics: `http://127.0.0.1:${port + 3 + i}/metrics`,
      server: servers[i]!,
    });
    return { nginx: base, a: instance(0), b: instance(1), close };
  } catch (err) {
    await close();
    throw err;
  }
}
