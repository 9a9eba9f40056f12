// What the kill -9 tests share (chat-crash, events-crash): the two databases a server can serve
// from, whatever mode the suite runs in (the machine's PostgreSQL, a database of its own, and the
// embedded PGlite in a fresh DATA_DIR), and HTTP calls to a server process as a client makes them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DEMO_USERS } from '../../db/seed/index.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { loadConfig } from '../../src/config.ts';
import { databaseUrl, pgAdmin } from './pg-server.ts';
import { TEST_JWT_SECRET } from '../harness.ts';

export type Env = Record<string, string>;
export type CrashMode = { name: string; open(): Promise<Env> };

/** What the modes made (databases, folders), removed by the test's afterAll in reverse. */
export const cleanups: (() => Promise<void> | void)[] = [];
export async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souqna-crash-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `tag` names the PostgreSQL database, so two test files never share one. */
export const crashModes = (tag: string): CrashMode[] => [
  {
    name: 'PostgreSQL',
    async open() {
      const name = `souqna_${tag}_${process.pid}`;
      await pgAdmin(`drop database if exists ${name} with (force)`);
      await pgAdmin(`create database ${name}`);
      cleanups.push(() => pgAdmin(`drop database if exists ${name} with (force)`));
      return { DATABASE_URL: databaseUrl(name), DATA_DIR: tempDir() };
    },
  },
  { name: 'embedded PGlite', open: async () => ({ DATA_DIR: tempDir() }) },
];

/** The database a stopped server served from, opened here to read what it left. */
export const openLeftDatabase = (env: Env): Promise<Database> =>
  openDatabase(loadConfig({ ...env, APP_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET }), { waits: 'batch' });

export type Answer = { status: number; body: unknown };
export async function call(
  base: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const form = body instanceof FormData;
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body && !form ? { 'content-type': 'application/json' } : {}),
    },
    body: form ? body : body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  // Answered means the whole body arrived: a kill in the middle of it leaves the call unanswered.
  return { status: res.status, body: (await res.json()) as unknown };
}

export type Member = { id: string; token: string };
export async function signIn(base: string, user: (typeof DEMO_USERS)[number]): Promise<Member> {
  const res = await call(base, 'POST', '/api/auth/login', undefined, {
    email: user.email,
    password: user.password,
  });
  if (res.status !== 200) throw new Error(`login ${user.email}: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { access_token: string; user: { _id: string } };
  return { id: body.user._id, token: body.access_token };
}
