import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { withDevSecret } from './dev-secret.ts';
import { openDatabase } from './db/client.ts';
import { registerWeb } from './plugins/web.ts';
import { migrate } from '../db/migrate.ts';
import { seed, seedDemoAds, seedDemoSocial } from '../db/seed/index.ts';

// Starts the whole product on one origin: API under /api, the socket under /socket.io and the
// server-rendered web app everywhere else. Migrates and seeds (idempotent) before listening.
const config = loadConfig(withDevSecret(process.env));
const open = (waits: 'batch' | 'request') =>
  openDatabase(config, { waits }).catch((error: Error) => {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  });
// Migrations and seeds may take minutes on a big database, a request may not: on PostgreSQL they get
// a handle with batch limits, closed before serving (docs/decisions/0016-bounded-waits.md).
const setup = await open('batch');
await migrate(setup);
await seed(setup, config);
// Demo ads, favourites, comments and follows for a newcomer's first start (a few queries once they exist).
if (config.appEnv !== 'production') {
  await seedDemoAds(setup, config);
  await seedDemoSocial(setup);
}
// PGlite is one in-process session with nothing to bound: the same handle serves.
const db = setup.driver === 'pg' ? await setup.close().then(() => open('request')) : setup;
const app = await buildApp({ config, db });
if (config.sentryDsn) {
  // Opt-in error reporting: loaded only when configured, so a default install sends nothing anywhere.
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn: config.sentryDsn, environment: config.appEnv });
  Sentry.setupFastifyErrorHandler(app);
}
await registerWeb(app, { mode: config.webMode });
await app.listen({ port: config.port, host: config.host });
// Scheduled jobs (the search-term counts the listing's plans read) run only on a serving instance.
await app.deps.jobs.startSchedules();

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error(err);
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.close();
});
