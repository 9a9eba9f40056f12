// CPU per server render of `/`, through the real app (API in process, the built web app), no
// network: `npm run bench:render` (RENDERS, default 400). Run it under `node --cpu-prof` to see
// where the time goes (docs/decisions/0034-render-cost-and-page-weight.md). DATABASE_URL when set
// (the database's own CPU then stays out of the figure), else embedded PGlite in a temp folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.NODE_ENV = 'production';
process.env.LOG_LEVEL ??= 'warn';
process.env.PAGE_CACHE_SECONDS ??= '0';
if (!process.env.DATABASE_URL) process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'souqna-render-'));
const { ensureWebBuild } = await import('../scripts/ensure-build.ts');
ensureWebBuild();
const { buildApp } = await import('../apps/api/src/app.ts');
const { loadConfig } = await import('../apps/api/src/config.ts');
const { withDevSecret } = await import('../apps/api/src/dev-secret.ts');
const { openDatabase } = await import('../apps/api/src/db/client.ts');
const { registerWeb } = await import('../apps/api/src/plugins/web.ts');
const { subscribe } = await import('../apps/api/src/compose/subscriptions.ts');
const { migrate } = await import('../apps/api/db/migrate.ts');
const { seed, seedDemoAds, seedDemoSocial } = await import('../apps/api/db/seed/index.ts');

const config = loadConfig(withDevSecret(process.env));
const db = await openDatabase(config, { waits: 'batch' });
await migrate(db);
await seed(db, config);
await seedDemoAds(db, config);
await seedDemoSocial(db);
const app = await buildApp({ config, db });
await registerWeb(app, { mode: 'production', watch: (pages) => subscribe(app.deps.events, { pages }) });

const renders = Number(process.env.RENDERS ?? 400);
const render = async () => {
  const res = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
  if (res.statusCode !== 200) throw new Error(`/ answered ${res.statusCode}`);
  return res.body.length;
};
for (let i = 0; i < 100; i++) await render();
const cpu = process.cpuUsage();
const start = performance.now();
let bytes = 0;
for (let i = 0; i < renders; i++) bytes = await render();
const used = process.cpuUsage(cpu);
const wall = performance.now() - start;
console.log(
  `/ ×${renders}: ${((used.user + used.system) / 1000 / renders).toFixed(2)} ms CPU per render ` +
    `(${(wall / renders).toFixed(2)} ms wall), ${(bytes / 1024).toFixed(1)} KB of HTML`,
);
await app.close();
await db.close();
