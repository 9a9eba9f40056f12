// Builds the real app against a real database, migrated and seeded once per run (global-setup.ts):
// the shared souqna_test (DATABASE_URL) or an in-memory PGlite copy of its own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERROR_STATUS, type ErrorName } from '@souqna/contracts';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import type { Messenger } from '../src/adapters/messaging/index.ts';
import { createEventRecorder, type EventRecorder } from '../src/events/event-bus.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { App } from '../src/context.ts';
import type { Database } from '../src/db/client.ts';
import { signToken } from '../src/lib/tokens.ts';
import { openTestDatabase } from './support/databases.ts';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

/** `events` records every domain event the app publishes (events/event-bus.ts). */
export type TestApp = {
  app: App;
  db: Database;
  config: Config;
  events: EventRecorder;
  close(): Promise<void>;
};

/**
 * An app on a migrated database holding the reference data (places, categories, settings): the
 * run's shared one (DATABASE_URL) or, without it, an embedded copy of the file's own.
 * `ownDatabase` gives a file a copy of its own on PostgreSQL too (support/databases.ts).
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    ownDatabase?: boolean;
    messenger?: Messenger;
    /** Refuse requests when the event loop is saturated (off by default: a busy test run is not overload). */
    overload?: BuildAppOptions['overload'];
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souqna-api-test-'));
  const config = loadConfig({
    APP_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    ...options.env,
  });
  const db = await openTestDatabase(config, options.ownDatabase);
  const startedAt = new Date();
  const events = createEventRecorder();
  // Files that share the run's PostgreSQL database run side by side: each app gets a job queue of
  // its own, or another file's workers would run this file's jobs (with their stand-in services
  // and event recorder) and this file would never see them run.
  const shared = db.native.driver === 'pg' && !options.ownDatabase;
  const jobsSchema = shared ? `pgboss_${crypto.randomBytes(6).toString('hex')}` : undefined;
  const app = await buildApp({
    config,
    db,
    events,
    jobsSchema,
    messenger: options.messenger,
    overload: options.overload ?? false,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    events,
    async close() {
      // A worker's files share its embedded database, one file after another: jobs this app queued
      // and left unfinished (a push retrying against a stand-in service that closes with the file)
      // would hold the next file's wait for its jobs. Dropped before the app stops (its handle may
      // close with it) and after (what it queued last). On PostgreSQL the workers' files run side by
      // side on one database: another file's jobs are not this one's to drop.
      const drop = async () =>
        db.native.driver === 'pglite' &&
        db
          .query(
            `delete from pgboss.job where created_on >= $1 and state in ('created', 'retry', 'active')`,
            [startedAt],
          )
          .catch(() => undefined);
      await drop();
      await app.close();
      await drop();
      if (jobsSchema) await db.query(`drop schema if exists ${jobsSchema} cascade`).catch(() => undefined);
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Subscribers have run and every job the app queued is done (a fan-out, a push, an alert). */
export async function settled(t: TestApp): Promise<void> {
  await t.app.deps.events.settled();
  await t.app.deps.jobs.idle(20_000);
}

/** A distinct client address, so per-IP limits of one test never touch another. */
export function fakeIp(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

/** Requests from one fake client: every call carries the same remote address. */
export function client(app: App, ip = fakeIp()) {
  return (opts: InjectOptions) => app.inject({ ...opts, remoteAddress: ip });
}

/** A session token without going through /login (argon2 is slow; login has its own tests). */
export async function tokenFor(userId: string): Promise<string> {
  return (await signToken(TEST_JWT_SECRET, userId)).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asserts nothing secret appears anywhere in an answer body. */
export function assertNoSecrets(body: string): void {
  for (const word of [
    'password',
    'passwordHash',
    'password_hash',
    'tokens_valid_after',
    'tokensValidAfter',
    'code_hash',
  ]) {
    if (body.includes(`"${word}"`)) throw new Error(`answer leaks ${word}: ${body.slice(0, 200)}`);
  }
}

/** A multipart/form-data body for inject: text fields plus files. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; data: Buffer }[] = [],
) {
  const boundary = `----souqna${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\ncontent-type: ${f.type}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The answer is the API error `name` with the status the catalogue gives it (contracts ERROR_STATUS). */
export function expectError(res: { statusCode: number; body: string }, name: ErrorName, context?: string) {
  let answered: unknown;
  try {
    answered = (JSON.parse(res.body) as { name?: unknown }).name;
  } catch {
    answered = res.body.slice(0, 200);
  }
  expect({ status: res.statusCode, name: answered }, context ?? res.body.slice(0, 300)).toEqual({
    status: ERROR_STATUS[name],
    name,
  });
}

/** An error answer without its request id, which differs on every request (ADR 0033): for comparing two answers. */
export function errorBody(res: { body: string }): Record<string, unknown> {
  const { requestId, ...rest } = JSON.parse(res.body) as Record<string, unknown>;
  expect(requestId).toEqual(expect.any(String));
  return rest;
}
