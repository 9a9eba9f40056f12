// Builds the real app against a real database: the per-run souqna_test (DATABASE_URL) or an in-memory PGlite.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Messenger } from '../src/adapters/messaging/index.ts';
import { createEventRecorder, type EventRecorder } from '../src/events/event-bus.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { App } from '../src/context.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { signToken } from '../src/lib/tokens.ts';
import { migrate } from '../db/migrate.ts';
import { seedReference } from '../db/seed.ts';
import { testDatabaseUrl } from './db-url.ts';

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
 * An app on the shared test database (DATABASE_URL) or, without it, an embedded one of its own.
 * `embedded` forces the latter: for a file whose data would change what the others measure.
 */
export async function buildTestApp(
  options: { env?: Record<string, string>; seed?: boolean; embedded?: boolean; messenger?: Messenger } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souqna-api-test-'));
  const config = loadConfig({
    APP_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    ...options.env,
  });
  const serverUrl = options.embedded ? undefined : process.env.DATABASE_URL;
  let db: Database;
  if (serverUrl) {
    db = await openDatabase(config, { url: testDatabaseUrl(serverUrl), max: 4 }); // migrated and seeded by global-setup
  } else {
    db = await openDatabase(config, { memory: true });
    await migrate(db);
    if (options.seed) await seedReference(db);
  }
  const events = createEventRecorder();
  const app = await buildApp({
    config,
    db,
    events,
    messenger: options.messenger,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    events,
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
