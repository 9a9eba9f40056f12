// The durable job queue (docs/decisions/0012): a password-reset code is queued, never awaited, so
// the answer is the same whatever the account or the provider does; a failing provider gets the
// message again until it works; a job written in a transaction exists only if it commits; and a
// job left by an instance that stopped is run by the next one, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Messenger, OutgoingMessage } from '../src/adapters/messaging/index.ts';
import { buildApp } from '../src/app.ts';
import { queueMessage } from '../src/jobs/message-jobs.ts';
import { createUser } from '../db/factories/index.ts';
import { buildTestApp, client, type TestApp } from './harness.ts';

/** A provider that is down for its first `failures` sends, then records what it delivers. */
function flakyProvider(failures: number) {
  const delivered: OutgoingMessage[] = [];
  let calls = 0;
  const messenger: Messenger = {
    async send(message) {
      calls++;
      if (calls <= failures) throw new Error('provider unavailable');
      delivered.push(message);
    },
  };
  return { messenger, delivered, calls: () => calls };
}

let t: TestApp;
const provider = flakyProvider(1);
beforeAll(async () => {
  // Its own database: jobs on a shared one could be taken by another file's workers.
  t = await buildTestApp({ ownDatabase: true, messenger: provider.messenger });
});
afterAll(() => t?.close());

const forgot = (email: string) =>
  client(t.app)({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email } });

describe('the job queue', () => {
  it('answers a reset request alike for a known and an unknown address while the provider fails, then delivers', async () => {
    const member = await createUser(t.db);
    const known = await forgot(member.email!);
    const unknown = await forgot(`nobody-${member.id}@example.com`);
    expect(known.statusCode, known.body).toBe(200);
    expect(unknown.statusCode, unknown.body).toBe(200);
    const shape = (body: string) => {
      const b = JSON.parse(body) as { user: { _id: string }; to: { channel: string }[] };
      return { ...b, user: { _id: typeof b.user._id }, to: b.to.map((x) => x.channel) };
    };
    expect(shape(known.body)).toEqual(shape(unknown.body));
    await t.app.deps.jobs.idle(15_000);
    // The first attempt failed, the retry delivered; the unknown address got nothing.
    expect(provider.calls()).toBe(2);
    expect(provider.delivered.map((m) => m.to)).toEqual([member.email]);
    expect(provider.delivered[0]!.code).toMatch(/^\d{6}$/);
  });

  it('keeps no readable address or code in the job table', async () => {
    const rows = await t.db.query<{ data: unknown }>(
      `select data from pgboss.job where name = 'message.send'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(JSON.stringify(r.data)).not.toMatch(/@|\d{6}/);
  });

  it('a job sent inside a transaction exists only if the transaction commits', async () => {
    const count = async () =>
      (
        await t.db.query<{ n: number }>(
          `select count(*)::int as n from pgboss.job where name = 'message.send'`,
        )
      )[0]!.n;
    const before = await count();
    const message: OutgoingMessage = { channel: 'sms', to: '971500000001', body: 'hello' };
    await expect(
      t.db.transaction(async (tx) => {
        await queueMessage(t.app.deps, message, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(before);
    await t.db.transaction((tx) => queueMessage(t.app.deps, message, tx));
    expect(await count()).toBe(before + 1);
    await t.app.deps.jobs.idle(15_000);
    expect(provider.delivered.map((m) => m.to)).toContain('971500000001');
  });

  it('a job left behind by a stopped instance is run by the next one, once', async () => {
    const down = flakyProvider(Infinity);
    const first = await buildApp({ config: t.config, db: t.db, messenger: down.messenger, logger: false });
    await queueMessage(first.deps, { channel: 'email', to: 'later@example.com', body: 'x' });
    // Stopped once its attempt failed and the job waits for a retry: not while the attempt is
    // still in progress on a loaded machine, which left the job to the first instance's timeout.
    await expect
      .poll(
        async () =>
          (
            await t.db.query<{ state: string }>(
              `select state from pgboss.job where name = 'message.send' and state <> 'completed'
                order by created_on desc limit 1`,
            )
          )[0]?.state,
        { timeout: 15_000 },
      )
      .toBe('retry');
    expect(down.calls()).toBeGreaterThan(0);
    await first.close();
    const up = flakyProvider(0);
    const second = await buildApp({ config: t.config, db: t.db, messenger: up.messenger, logger: false });
    try {
      await second.deps.jobs.idle(15_000);
      // Any live instance may take it: the new one or this file's app, which also serves the queue.
      const delivered = [...up.delivered, ...provider.delivered];
      expect(delivered.filter((m) => m.to === 'later@example.com')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('a serving instance puts the search-term recount on its hourly timetable and runs it once at start', async () => {
    await t.db.exec('delete from search_term_stats');
    await t.app.deps.jobs.startSchedules();
    await t.app.deps.jobs.startSchedules(); // a second instance starting: still one job now, one schedule
    await t.app.deps.jobs.idle(15_000);
    const schedules = await t.db.query<{ name: string; cron: string }>(
      `select name, cron from pgboss.schedule where name = 'search.stats'`,
    );
    expect(schedules).toEqual([{ name: 'search.stats', cron: '17 * * * *' }]);
    const runs = await t.db.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'search.stats' and state = 'completed'`,
    );
    expect(runs[0]!.n).toBe(1);
    const [all] = await t.db.query<{ ndoc: number }>(
      `select ndoc from search_term_stats where word = '#all'`,
    );
    const [posts] = await t.db.query<{ n: number }>('select count(*)::int as n from posts');
    expect(all?.ndoc).toBe(posts!.n);
  });
});
