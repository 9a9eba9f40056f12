// npm run bench: loads 1 M ads into the configured PostgreSQL (DATABASE_URL, default a local
// `souqna_bench` database), starts the built product on it and measures the listing API and the
// server render with autocannon at 10 and 50 connections, plus the gzipped JS that `/` loads.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchCases } from './cases.ts';
import { prepareDatabase } from './database.ts';
import { homeJavaScript } from './home-js.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/souqna_bench';

const db = await prepareDatabase(databaseUrl, root);
if (!process.env.BENCH_NO_BUILD) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}
// Served as configured (guests' listing pages reused for a few seconds, lib/listing-cache.ts),
// then the API again with that cache off: what PostgreSQL answers on its own.
const passes: { label: string; env: Record<string, string>; api: boolean; pages: boolean }[] = [
  { label: 'on', env: {}, api: true, pages: true },
  { label: 'off', env: { LISTING_CACHE_SECONDS: '0' }, api: true, pages: false },
];
// BENCH_ONLY=search,SSR runs the cases whose name contains one of the words.
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const cases = (await benchCases(db, base)).filter(
  (c) => !only.length || only.some((w) => c.name.includes(w)),
);
await db.end();
const rows: string[] = [];
let js = { files: 0, rawBytes: 0, gzipBytes: 0 };
for (const pass of passes) {
  const server = start(pass.env);
  await waitForHealth();
  for (const c of cases) {
    const isApi = c.path.startsWith('/api/');
    if (isApi ? !pass.api : !pass.pages) continue;
    for (const connections of [10, 50]) {
      const r = await autocannon({ url: base + c.path, connections, duration: seconds, headers: c.headers });
      if (r.non2xx > 0 || r.errors > 0) console.warn(`  ${c.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      const cache = isApi ? pass.label : '—';
      const row = `| ${c.name} | ${cache} | ${connections} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} |`;
      console.log(row);
      rows.push(row);
    }
  }
  if (pass.pages) js = await homeJavaScript(base);
  await stop(server);
}
const report = [
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${seconds} s per run; "cache" is the guest listing cache).`,
  '',
  '| case | cache | connections | req/s | p50 ms | p99 ms |',
  '|---|---|---|---|---|---|',
  ...rows,
  '',
  `JavaScript loaded by \`/\`: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped (${(js.rawBytes / 1024).toFixed(1)} KB raw).`,
].join('\n');
writeFileSync(path.join(import.meta.dirname, 'results.md'), report + '\n');
console.log(`\n${report}`);
process.exit(0);

function start(env: Record<string, string>) {
  const server = spawn('node', ['scripts/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl, PORT: String(port), LOG_LEVEL: 'warn' },
  });
  const kill = () => server.kill('SIGINT');
  process.on('exit', kill);
  return server;
}

function stop(server: ReturnType<typeof spawn>) {
  return new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGINT');
  });
}

async function waitForHealth() {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the server did not come up');
}
