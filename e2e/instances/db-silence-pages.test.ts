// Server-rendered pages while the database is silent (issue 19, point 4; docs/decisions/0016-bounded-waits.md):
// the built product, one process, its database behind a relay that drops every byte. A page that
// needs the database answers 503 with Retry-After and the "try again shortly" page in the reader's
// language, within the API's bounded wait; pages come back by themselves when the database does.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import ar from '../../apps/web/app/i18n/ar.json' with { type: 'json' };
import en from '../../apps/web/app/i18n/en.json' with { type: 'json' };
import { WAITS } from '../../apps/api/src/db/waits.ts';
import { startTcpProxy, type TcpProxy } from '../../apps/api/test/support/tcp-proxy.ts';
import { ensureWebBuild } from '../../scripts/ensure-build.ts';
import { startServer, stopServer, type Server } from '../../tools/server.ts';
import { freshDatabase, prepareDatabase } from './database.ts';
import { NEEDS } from './stack.ts';

let proxy: TcpProxy;
let server: Server;
const dir = mkdtempSync(path.join(os.tmpdir(), 'souqna-silence-pages-'));
beforeAll(async () => {
  const { DATABASE_URL } = process.env;
  if (!DATABASE_URL) throw new Error(NEEDS);
  ensureWebBuild();
  const databaseUrl = await freshDatabase(DATABASE_URL, 'souqna_silence_pages');
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    JWT_SECRET: 'silence-pages-test-secret-at-least-32-chars',
    APP_ENV: 'development',
    WEB_CONCURRENCY: '1',
  };
  await prepareDatabase(env);
  proxy = await startTcpProxy(databaseUrl);
  server = await startServer(3390, { ...env, DATABASE_URL: proxy.url });
}, 180_000);
afterAll(async () => {
  proxy?.resume();
  if (server) await stopServer(server);
  await proxy?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A page as a member's browser asks for it: a cookie keeps the guest page cache out of the way. */
async function page(url: string) {
  const started = performance.now();
  const res = await fetch(server.base + url, { headers: { cookie: 'souqna_test=1' }, redirect: 'manual' });
  return {
    status: res.status,
    headers: res.headers,
    body: await res.text(),
    ms: performance.now() - started,
  };
}

it('pages answer 503 with Retry-After and the worded page while the database is silent, and recover by themselves', async () => {
  // Listings are kept in memory a few seconds (they may still answer): ad pages read the database.
  const listed = (await (await fetch(`${server.base}/api/post/cursor?limit=2`)).json()) as {
    items: { _id: string }[];
  };
  const [first, second] = listed.items.map((ad) => ad._id);
  expect((await page(`/posts/${first}`)).status).toBe(200);
  expect((await page(`/en/posts/${second}`)).status).toBe(200);

  proxy.blackhole();
  const [arabic, english] = await Promise.all([page(`/posts/${first}`), page(`/en/posts/${second}`)]);
  for (const answer of [arabic, english]) {
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.ms).toBeLessThan(WAITS.request.readMs + WAITS.request.connectMs + 2_000);
  }
  expect(arabic.body).toContain('lang="ar"');
  expect(arabic.body).toContain(ar.errors.page.unavailableBody);
  expect(english.body).toContain('lang="en"');
  expect(english.body).toContain(en.errors.page.unavailableBody);

  proxy.resume();
  const back = performance.now();
  let again = await page(`/posts/${first}`);
  while (again.status !== 200 && performance.now() - back < 20_000) {
    await new Promise((r) => setTimeout(r, 200));
    again = await page(`/posts/${first}`);
  }
  expect(again.status).toBe(200);
  expect(performance.now() - back).toBeLessThan(WAITS.request.readMs + WAITS.request.connectMs + 2_000);
}, 90_000);
