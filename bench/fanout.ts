// A new ad of a seller with 100,000 followers (docs/decisions/0020): how long POST /api/post takes,
// how long until every follower's following-tab row exists, and whether other sellers' POST
// /api/post slows down while the fan-out job writes them.
import pg from 'pg';
import { WRITE_LIMITS } from '@souqna/contracts';
import { publishAd } from './ad-form.ts';
import { startInstances } from './instances.ts';
import { benchJwtSecret, ensureMembers, tokensFor } from './members.ts';
import { atSteadyRate } from './pool.ts';
import { percentile, quietNote, today } from './results.ts';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 100_000);
// The other sellers' steady series: 2 ads a second for 12 s, spread over 8 sellers.
const RATE = 2;
const SECONDS = 12;
const POSTERS = 8;

export async function benchFanOut(databaseUrl: string, port: number): Promise<string> {
  // Warm-up, the series without and with fan-out: each poster's share stays under the daily limit.
  if (Math.ceil((2 * RATE * SECONDS + 3) / POSTERS) > WRITE_LIMITS.postsPerDay) throw new Error('post limit');
  const machine = await quietNote();
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const [seller, ...posters] = await ensureMembers(db, 'seller', '97151', POSTERS + 1);
  const fans = await ensureMembers(db, 'fan', '97159', FOLLOWERS);
  await db.query(
    `insert into follows (follower_id, followee_id) select unnest($1::uuid[]), $2 on conflict do nothing`,
    [fans, seller],
  );
  // Earlier runs' ads (and, by cascade, their 100,000 rows) go, so every run starts alike.
  await db.query('delete from posts where user_id = any($1)', [[seller, ...posters]]);
  // A run's last ads leave fan-out jobs behind when its server stops; jobs of ads that are gone
  // notify no one, but would queue ahead of this run's (the worker drains one job per wake-up).
  await db.query(
    `delete from pgboss.job where name = 'notifications.fanout' and state in ('created', 'retry')
        and not exists (select 1 from posts where id::text = data->'post'->>'postId')`,
  );
  await db.query('vacuum analyze notifications, follows, users');
  const { rows } = await db.query<{ n: number; last: string }>(
    'select count(*)::int as n, max(follower_id::text) as last from follows where followee_id = $1',
    [seller],
  );
  const { n: followers, last: lastFan } = rows[0]!;
  const { rows: cat } = await db.query<{ id: string }>(
    `select id from categories where slug = 'mobile-phones'`,
  );
  const secret = benchJwtSecret();
  const [sellerToken, ...posterTokens] = await tokensFor(secret, [seller!, ...posters]);
  const instances = await startInstances([port], databaseUrl, secret);
  const base = instances.servers[0]!.base;
  try {
    let k = 0;
    const ad = () => publishAd(base, posterTokens[k % POSTERS]!, cat[0]!.id, `ايفون للبيع ${k++}`);
    for (let i = 0; i < 3; i++) await ad(); // warm-up: JIT, sharp, pools
    const quiet = (await atSteadyRate(RATE * SECONDS, RATE, ad)).map((p) => p.ms);

    // The popular seller publishes; the other sellers' series starts at the same moment.
    const t0 = performance.now();
    const busyP = atSteadyRate(RATE * SECONDS, RATE, ad);
    const popular = await publishAd(base, sellerToken!, cat[0]!.id, 'ايفون جديد من متجر مشهور');
    // Batches commit one after another in follower order, so the last follower's row comes last;
    // a cheap unique-key lookup every 50 ms, then the full count to be sure.
    const done = await waitFor(db, popular.postId, lastFan, followers);
    const fanOutMs = done - t0;
    const job = await jobTimes(db, popular.postId);
    const busy = await busyP;
    const during = busy.filter((p) => p.startedAt < done).map((p) => p.ms);
    const all = busy.map((p) => p.ms);
    console.log(`fan-out: ${followers} rows in ${(fanOutMs / 1000).toFixed(2)} s`);
    const row = (label: string, v: number[]) =>
      `| ${label} | ${v.length} | ${percentile(v, 50)} | ${percentile(v, 99)} | ${percentile(v, 100)} |`;
    return [
      `Measured ${today()} (${machine}): one instance (Redis adapter on), a seller with ${followers.toLocaleString('en')} followers ` +
        `publishes one ad while ${POSTERS} other sellers publish ${RATE} ads a second (one 800×600 JPEG each) for ${SECONDS} s; ` +
        `the same series ran before without fan-out.`,
      '',
      `- POST /api/post of the popular seller: ${Math.round(popular.ms)} ms`,
      `- all ${followers.toLocaleString('en')} following-tab rows written: ${(fanOutMs / 1000).toFixed(2)} s after the POST started` +
        ` (the job waited ${job.waited} s in the queue and ran ${job.ran} s)`,
      '',
      '| other sellers’ POST /api/post | ads | p50 ms | p99 ms | max ms |',
      '|---|---|---|---|---|',
      row('without fan-out', quiet),
      row('started while the fan-out ran', during),
      row('whole series with the fan-out', all),
    ].join('\n');
  } finally {
    await instances.close();
    await db.end();
  }
}

/** performance.now() when all `expected` rows of the ad exist (polled; at most 120 s). */
async function waitFor(db: pg.Client, postId: string, lastFan: string, expected: number) {
  const until = performance.now() + 120_000;
  const poll = async (sql: string, params: unknown[]) => {
    while (performance.now() < until) {
      const { rows } = await db.query<{ ok: boolean }>(sql, params);
      if (rows[0]!.ok) return performance.now();
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`fan-out of ${postId} not finished after 120 s`);
  };
  const last = await poll(
    `select exists(select 1 from notifications where recipient_id = $1 and post_id = $2 and type = 'post') as ok`,
    [lastFan, postId],
  );
  const count = [postId, expected];
  const all = `select count(*) >= $2 as ok from notifications where post_id = $1 and kind = 'following'`;
  // Normally all there already; if not, the count itself is polled and its time is the answer.
  return (await db.query<{ ok: boolean }>(all, count)).rows[0]!.ok ? last : poll(all, count);
}

/** Queue wait and run time of the ad's fan-out job, from pg-boss's job table (seconds). */
async function jobTimes(db: pg.Client, postId: string) {
  // The job completes just after its last batch: give it a moment.
  for (let i = 0; i < 100; i++) {
    const { rows } = await db.query<{ waited: string; ran: string }>(
      `select round(extract(epoch from started_on - created_on)::numeric, 2) as waited,
              round(extract(epoch from completed_on - started_on)::numeric, 2) as ran
         from pgboss.job where name = 'notifications.fanout' and data->'post'->>'postId' = $1
          and completed_on is not null`,
      [postId],
    );
    if (rows[0]) return rows[0];
    await new Promise((r) => setTimeout(r, 100));
  }
  return { waited: '?', ran: '?' };
}
