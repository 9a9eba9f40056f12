// The API server as src/server.ts starts it, without the web app: tests that need a real process
// (kill -9, restarts) run this file with node, and server.ts needs a web build or Vite, which an
// API test must not. Same steps as server.ts: open, migrate, seed (reference data and the demo
// accounts outside production; not the demo ads, seconds of work no such test reads), then serve.
// When it listens it prints one line, `listening <url>`, for the parent to wait on.
import closeWithGrace from 'close-with-grace';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { seed } from '../../db/seed/index.ts';

// Started by a test with an IPC channel (support/server-process.ts): a test run that dies must not
// leave its servers behind, so the server goes with it.
process.once('disconnect', () => process.exit(1));

const config = loadConfig(process.env);
const setup = await openDatabase(config, { waits: 'batch' });
await migrate(setup);
await seed(setup, config);
// As server.ts: PostgreSQL serves with request limits on a new pool; PGlite keeps its one session.
const db = setup.driver === 'pg' ? await setup.close().then(() => openDatabase(config)) : setup;
const app = await buildApp({ config, db });
const url = await app.listen({ port: config.port, host: config.host });
if (config.runJobs) await app.deps.jobs.startSchedules();
// The parent may ask when every job this process runs is done (ServerProcess.jobsIdle()).
process.on('message', (message) => {
  if (message === 'jobs-idle?')
    void app.deps.jobs.idle(60_000).then(
      () => process.send?.('jobs-idle'),
      (err: unknown) => process.send?.(`jobs-busy: ${String(err)}`),
    );
});
process.stdout.write(`listening ${url}\n`);

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) console.error(err);
  await app.close();
  await db.close();
});
