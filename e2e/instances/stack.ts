// Two instances of the built product (A with two cluster workers) on one PostgreSQL database and one
// Redis database, both fresh and prepared before the instances start (database.ts), behind one
// nginx running docs/deploy/nginx-souqna.conf (docs/deploy.md). Ports: SOUQNA_INSTANCES_PORT
// (nginx) and the four after it (A, B, and their metrics ports).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launchServer, stopServer, type Server, waitForHealth } from '../../tools/server.ts';
import { ensureWebBuild } from '../../scripts/ensure-build.ts';
import { findNginx, NO_NGINX } from '../../tools/nginx.ts';
import { freshDatabase, freshRedis, prepareDatabase } from './database.ts';
import { startNginx } from './nginx-process.ts';

const COMPILE_CACHE = path.resolve(import.meta.dirname, '../../node_modules/.cache/souqna-node-compile');

export const NEEDS = 'The two-instance test needs DATABASE_URL and REDIS_URL (PostgreSQL and Redis).';

export type Instance = { base: string; metrics: string; server: Server };
export type Stack = { nginx: string; a: Instance; b: Instance; close(): Promise<void> };

export async function startStack(): Promise<Stack> {
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (!DATABASE_URL || !REDIS_URL) throw new Error(NEEDS);
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error(NO_NGINX);
  const port = Number(process.env.SOUQNA_INSTANCES_PORT ?? 3300);
  // Built once here: two instances starting at once would each build a missing or stale web app.
  ensureWebBuild();
  const [databaseUrl, redisUrl] = await Promise.all([
    freshDatabase(DATABASE_URL, process.env.SOUQNA_INSTANCES_DB ?? 'souqna_instances'),
    freshRedis(REDIS_URL, process.env.SOUQNA_INSTANCES_REDIS_DB ?? '14'),
  ]);
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    JWT_SECRET: 'two-instances-test-secret-at-least-32-chars',
    // nginx on this machine is the one proxy: the client's address comes from its header.
    TRUST_PROXY: 'loopback',
    LISTING_CACHE_SECONDS: '30',
    APP_ENV: 'development',
    // Four Node processes load the same modules at once on a small machine: V8's compiled code,
    // kept by the first to load them (and from run to run), spares each about half a second of CPU.
    NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? COMPILE_CACHE,
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
    const own = [1, 2].map((offset) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'souqna-instance-'));
      dirs.push(dir);
      return { DATA_DIR: dir, METRICS_PORT: String(port + 2 + offset) };
    });
    // Migrated and seeded before either starts (the demo's pictures in A's folder, as when A seeded).
    await prepareDatabase({ ...env, ...own[0]! });
    // Both at once, on the prepared database. A runs two cluster workers, B one process: events,
    // sockets and counters cross workers and instances alike.
    servers.push(
      launchServer(port + 1, { ...env, ...own[0]!, WEB_CONCURRENCY: '2' }),
      launchServer(port + 2, { ...env, ...own[1]!, WEB_CONCURRENCY: '1' }),
    );
    const dir = mkdtempSync(path.join(os.tmpdir(), 'souqna-nginx-'));
    dirs.push(dir);
    nginx = startNginx(nginxBinary, port, [port + 1, port + 2], dir);
    await Promise.all(servers.map((server) => waitForHealth(server)));
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
