import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import type { FastifyListenOptions } from 'fastify';
import { pino } from 'pino';
import { AggregatorRegistry } from 'prom-client';
import { buildApp } from './app.ts';
import { runPrimary, WORKER_LISTENING } from './cluster/primary.ts';
import { loadConfig, type Config } from './config.ts';
import { withDevSecret } from './dev-secret.ts';
import { openDatabase, type Database } from './db/client.ts';
import { serveMetrics } from './metrics-server.ts';
import { registerWeb } from './plugins/web.ts';
import { subscribe } from './compose/subscriptions.ts';
import { prettyLogStream } from './lib/dev-log.ts';
import { readyMessage, serverUrl, shouldSayReady } from './ready-message.ts';
import { migrate } from '../db/migrate.ts';
import {
  DEMO_SIZE,
  DEMO_USERS,
  seed,
  seedDemoAds,
  seedDemoReviews,
  seedDemoSocial,
} from '../db/seed/index.ts';
import { startProgress } from './start-progress.ts';

// Starts the whole product on one origin: API under /api, the socket under /socket.io and the
// server-rendered web app everywhere else. Migrates and seeds (idempotent) before listening, once:
// with cluster workers (docs/decisions/0032-workers-and-instances.md) the primary does it before
// forking, and the workers only serve.
const REUSE_PORT_PLATFORMS = new Set<string>(['linux', 'freebsd']);
const config = loadConfig(withDevSecret(process.env));
const open = (waits: 'batch' | 'request') =>
  openDatabase(config, { waits }).catch((error: Error) => {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  });

async function prepare(): Promise<Database> {
  // Said step by step: a first start draws ~2,000 pictures and must not look stuck.
  const progress = startProgress(config);
  // Migrations and seeds may take minutes on a big database, a request may not: on PostgreSQL they
  // get a handle with batch limits, closed before serving (docs/decisions/0016-bounded-waits.md).
  progress.step(`Database: opening ${config.databaseUrl ? 'PostgreSQL' : 'the embedded PGlite'}`);
  const setup = await open('batch');
  progress.step('Database: migrations');
  await migrate(setup);
  progress.step('Reference data: categories, places, cars, settings');
  await seed(setup, config);
  // Demo ads, favourites, comments, follows and ratings for a newcomer's first start (a few queries
  // once they exist).
  if (config.appEnv !== 'production') {
    progress.step('Demo marketplace: sellers, ads and their pictures');
    const made = await seedDemoAds(setup, config, DEMO_SIZE, (done, total) =>
      progress.count('Demo pictures', done, total),
    );
    if (made) progress.step(`Demo marketplace: ${made} ads; favourites, comments, follows and ratings`);
    await seedDemoSocial(setup);
    await seedDemoReviews(setup);
  }
  return setup;
}

/** The plain "ready" block for the person who ran `npm start` (ready-message.ts). */
function sayReady() {
  if (!shouldSayReady(config)) return;
  const demo = config.appEnv === 'production' ? [] : DEMO_USERS;
  process.stdout.write(
    `${readyMessage({ url: serverUrl(config), appEnv: config.appEnv, adminEmail: config.admin?.email, demo })}\n`,
  );
}

async function serve(config: Config, setup?: Database): Promise<void> {
  // PGlite is one in-process session with nothing to bound: the same handle serves.
  const db =
    setup?.driver === 'pglite'
      ? setup
      : await (setup?.close() ?? Promise.resolve()).then(() => open('request'));
  const app = await buildApp({ config, db });
  // Production without VAPID keys sends no web push: said once at start, not discovered by members.
  if (!config.push)
    app.log.warn(
      'web push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set (docs/decisions/0031-web-push.md)',
    );
  if (config.sentryDsn) {
    // Opt-in error reporting: loaded only when configured, so a default install sends nothing anywhere.
    const Sentry = await import('@sentry/node');
    Sentry.init({ dsn: config.sentryDsn, environment: config.appEnv });
    Sentry.setupFastifyErrorHandler(app);
  }
  await registerWeb(app, { mode: config.webMode, watch: (pages) => subscribe(app.deps.events, { pages }) });
  // A worker listens on a socket of its own (SO_REUSEPORT): the kernel spreads new connections, and
  // a busy worker accepts them itself instead of through the primary (docs/decisions/0059).
  const listen: FastifyListenOptions & { reusePort?: boolean } = { port: config.port, host: config.host };
  // (Linux and FreeBSD only: elsewhere Node refuses the option, and the primary hands them out.)
  if (cluster.isWorker && REUSE_PORT_PLATFORMS.has(process.platform)) listen.reusePort = true;
  await app.listen(listen);
  if (cluster.isWorker) process.send?.(WORKER_LISTENING);
  else sayReady();
  // Scheduled jobs (the search-term counts the listing's plans read): pg-boss keeps one timetable
  // and one run per tick in the database, so every worker and instance may ask for it.
  if (config.runJobs) await app.deps.jobs.startSchedules();
  // One process serves its own metrics; a worker's are summed by the primary (cluster/primary.ts).
  // (An AggregatorRegistry made in a worker is what makes it answer the primary's requests.)
  if (cluster.isWorker) {
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([app.metrics]);
  }
  const metrics =
    config.metrics && !cluster.isWorker
      ? await serveMetrics(app.metrics, config.metrics, app.log)
      : undefined;
  if (config.workersRefused)
    app.log.warn('embedded PGlite serves from one process: WEB_CONCURRENCY applies with DATABASE_URL only');
  if (config.readUrlIgnored)
    app.log.warn(
      'embedded PGlite has no replicas: DATABASE_READ_URL applies with DATABASE_URL only, every read goes to PGlite',
    );

  // A worker may hear SIGINT from the terminal and SIGTERM from its primary: the second is no reason
  // to cut the first short (the delay still bounds the shutdown).
  const onSecondSignal = cluster.isWorker ? () => {} : undefined;
  closeWithGrace({ delay: 10_000, onSecondSignal }, async ({ signal, err }) => {
    if (err) app.log.error(err);
    app.log.info({ signal }, 'shutting down');
    metrics?.close();
    await app.close();
    await db.close();
  });
  // A worker whose primary is gone has no one to share events and counters with.
  if (cluster.isWorker) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}

if (cluster.isWorker) await serve(config);
else {
  const setup = await prepare();
  if (config.workers > 1) {
    await setup.close();
    const log = pino(
      { level: config.logLevel },
      config.logFormat === 'pretty' ? prettyLogStream() : undefined,
    );
    await runPrimary(config, log, sayReady);
  } else await serve(config, setup);
}
