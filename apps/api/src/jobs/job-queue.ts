// The durable job queue: pg-boss on the same PostgreSQL, or on the embedded PGlite (its pglite
// backend), so jobs survive a restart and each runs once (docs/decisions/0012). A job can be sent
// inside the caller's transaction (`tx`), which makes the job table the outbox: the job exists
// if and only if the change committed.
import { PgBoss, fromPglite, type Db as IDatabase, type JobResult } from 'pg-boss';
import type { Database } from '../db/client.ts';
import type { Tx } from '../db/transaction.ts';
import { QUEUES, SCHEDULES, type JobData, type JobName } from './job-types.ts';

type Log = { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
type Handler<K extends JobName> = (data: JobData[K]) => Promise<void>;

export type JobQueue = {
  /** Stores a job; with `tx` it commits or rolls back with the caller's change. */
  send<K extends JobName>(name: K, data: JobData[K], tx?: Pick<Tx, 'query' | 'afterCommit'>): Promise<void>;
  /** Runs `handler` for each job of `name` in this process; a throw retries by the queue's policy. */
  work<K extends JobName>(name: K, handler: Handler<K>): Promise<void>;
  /**
   * Puts every job of SCHEDULES on its timetable and sends each once now. Only a serving instance
   * does this (server.ts), never a test app, so tests see no background work.
   */
  startSchedules(): Promise<void>;
  /** Resolves once no job of this process's queues is waiting or running (tests, shutdown). */
  idle(timeoutMs?: number): Promise<void>;
  /** Jobs waiting (created or to retry) per queue, every queue listed: the metrics' queue depth. */
  depth(): Promise<Record<string, number>>;
  stop(): Promise<void>;
};

const asBossDb = (tx: Pick<Tx, 'query'>): IDatabase => ({
  executeSql: async (text, values) => ({ rows: await tx.query(text, values) }),
});

function bossFor(database: Database, schema: string): PgBoss {
  // Maintenance and cron run on the server process only; a job's own retries need neither.
  const common = { supervise: true, schedule: true, migrate: true, schema } as const;
  if (database.native.driver === 'pglite')
    return new PgBoss({ ...common, db: fromPglite(database.native.client), backend: 'pglite' });
  const { pool } = database.native;
  return new PgBoss({
    ...common,
    db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
  });
}

/**
 * How a worker takes jobs. A backlog drains without waiting for the next poll (a full batch fetches
 * again at once), and two workers per queue and process mean one long job (a seller with 100,000
 * followers) does not hold every job behind it (docs/decisions/0020).
 */
const WORK_OPTIONS = {
  pollingIntervalSeconds: 2,
  batchSize: 4,
  burstWhenBatchFull: true,
  localConcurrency: 2,
  perJobResults: true,
} as const;

/**
 * `schema` is pg-boss's own (default `pgboss`). Test apps that share one PostgreSQL database side by
 * side each get one of their own, so a job is run by the app that queued it, with that app's
 * stand-in services and event recorder, not by another test file's workers.
 */
export async function startJobQueue(database: Database, log: Log, schema = 'pgboss'): Promise<JobQueue> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  const startedAt = new Date();
  const boss = bossFor(database, schema);
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();
  for (const [name, policy] of Object.entries(QUEUES)) await boss.createQueue(name, policy);
  const workers = new Map<JobName, string>();
  const wake = (name: JobName) => {
    const id = workers.get(name);
    if (id) boss.notifyWorker(id);
  };

  return {
    async send(name, data, tx) {
      await boss.send(name, data, tx ? { db: asBossDb(tx) } : {});
      // Visible now, or once the transaction commits: this process's worker takes it at once
      // rather than at its next poll (a follow's notification should not wait two seconds).
      if (tx) tx.afterCommit(() => wake(name));
      else wake(name);
    },
    async work(name, handler) {
      const id = await boss.work<JobData[typeof name]>(name, WORK_OPTIONS, async (jobs) => {
        const results: JobResult[] = [];
        // Each job settles on its own: one that throws is retried alone, the others stay done.
        for (const job of jobs) {
          try {
            await handler(job.data);
            results.push({ id: job.id, status: 'completed' });
          } catch (err) {
            log.error({ err, job: name }, 'job failed');
            results.push({ id: job.id, status: 'failed', output: { message: String(err) } });
          }
        }
        return results;
      });
      workers.set(name, id);
    },
    async startSchedules() {
      for (const [name, cron] of Object.entries(SCHEDULES) as [JobName, string][]) {
        await boss.schedule(name, cron, {}, { tz: 'UTC' });
        await boss.send(name, {}, { singletonKey: 'now', singletonSeconds: 60 });
      }
    },
    async idle(timeoutMs = 10_000) {
      const names = [...workers.keys()];
      const until = Date.now() + timeoutMs;
      for (;;) {
        // A job left active by a queue that stopped mid-run (an earlier app on the same database)
        // is no one's to finish until it expires: only this queue's own runs are waited for.
        const rows = await database.query<{ name: string; state: string }>(
          `select name, state from ${schema}.job where name = any($1)
              and (state in ('created', 'retry') or (state = 'active' and started_on >= $2))`,
          [names, startedAt],
        );
        if (!rows.length) return;
        if (Date.now() > until)
          throw new Error(
            `jobs still pending after ${timeoutMs} ms: ${[...new Set(rows.map((r) => `${r.name} (${r.state})`))].join(', ')}`,
          );
        names.forEach(wake);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async depth() {
      const rows = await database.query<{ name: string; n: number }>(
        `select name, count(*)::int as n from ${schema}.job where state in ('created', 'retry') group by name`,
      );
      const counts = Object.fromEntries(Object.keys(QUEUES).map((name) => [name, 0]));
      for (const row of rows) counts[row.name] = row.n;
      return counts;
    },
    stop: () => boss.stop({ graceful: true, close: false, timeout: 5_000 }),
  };
}
