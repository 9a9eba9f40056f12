// Server instances for the chat and fan-out parts: each with a data directory of its own (uploads;
// the secret is given), all on the bench database and on a Redis database of their own, emptied
// first so no earlier run's rate-limit counters or adapter state leak into this one.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startServer, stopServer, type LaunchOptions, type Server } from '../tools/server.ts';

const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

export type Instances = { servers: Server[]; close(): Promise<void> };

/**
 * Starts one instance per port, one after the other (each migrates and seeds at start). `more(i)`
 * adds to the i-th instance's environment (the chat-at-scale part's metrics ports); `launch` says
 * how each is started (tools/server.ts).
 */
export async function startInstances(
  ports: number[],
  databaseUrl: string,
  jwtSecret: string,
  more: (i: number) => Record<string, string> = () => ({}),
  launch: LaunchOptions = {},
) {
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  await redis.quit();
  const dirs: string[] = [];
  const servers: Server[] = [];
  const close = async () => {
    await Promise.all(servers.map(stopServer));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (const [i, port] of ports.entries()) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'souqna-bench-'));
      dirs.push(dir);
      const env = { DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, REDIS_URL, DATA_DIR: dir, ...more(i) };
      servers.push(await startServer(port, env, launch));
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { servers, close } satisfies Instances;
}
