// How the listing and search cases cost as the ads grow (issue 21, point 2): a database per size
// (BENCH_GROWTH, default 100 k, 1 M, 3 M ads; 1 M is the usual bench database, the others
// `souqna_growth_<ads>`), and at each size every listing case of cases.ts asked with nothing kept
// (LISTING_CACHE_SECONDS=0, LISTING_COUNT_SECONDS=0: what PostgreSQL answers each time) at 10
// connections. A size is not loaded when the seeding rate measured so far says it would take over
// BENCH_GROWTH_MINUTES (15): the table says so.
// Each size also gets the CPU a first page costs, one at a time (page-cost.ts, BENCH_GROWTH_COST_RUNS
// runs a case, 40): it holds still where latency under load does not.
import autocannon from 'autocannon';
import { benchCases } from './cases.ts';
import { prepareDatabase } from './database.ts';
import { pageCosts } from './page-cost.ts';
import { quietNote, today } from './results.ts';
import { startServer, stopServer } from '../tools/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const SIZES = (process.env.BENCH_GROWTH ?? '100000,1000000,3000000').split(',').map(Number);
const BUDGET_MS = Number(process.env.BENCH_GROWTH_MINUTES ?? 15) * 60_000;

type Step = {
  ads: number;
  p99: Map<string, number>;
  p50: Map<string, number>;
  /** CPU ms a first page costs (PostgreSQL's backend + the API's reads), one at a time: page-cost.ts. */
  cpu: Map<string, number>;
  seedMinutes: number;
};
// Each database picks its own rare word (cases.ts): the row is the case, not the word.
const rowOf = (name: string) => name.replace(/rare word "[^"]*"/, 'a rare word');
const COST_RUNS = Number(process.env.BENCH_GROWTH_COST_RUNS ?? 40);

const BENCH_SIZE = 1_000_000;
const urlFor = (databaseUrl: string, ads: number) => {
  if (ads === BENCH_SIZE) return databaseUrl;
  const url = new URL(databaseUrl);
  url.pathname = `/souqna_growth_${ads}`;
  return url.toString();
};

async function measure(url: string, port: number, root: string, ads: number, seedMinutes: number) {
  const db = await prepareDatabase(url, root, { bigLoad: false });
  const base = `http://127.0.0.1:${port}`;
  const cases = (await benchCases(db, base)).filter((c) => c.path.startsWith('/api/'));
  await db.end();
  // CPU per page first, while nothing else runs on the machine.
  const cpu = new Map(
    (await pageCosts(url, () => true, COST_RUNS)).map((c) => [rowOf(c.name), c.pgMs + c.nodeMs]),
  );
  const server = await startServer(port, {
    DATABASE_URL: url,
    LISTING_CACHE_SECONDS: '0',
    LISTING_COUNT_SECONDS: '0',
  });
  const step: Step = { ads, p99: new Map(), p50: new Map(), cpu, seedMinutes };
  for (const c of cases) {
    const r = await autocannon({
      url: base + c.path,
      connections: 10,
      duration: seconds,
      headers: c.headers,
    });
    const row = rowOf(c.name);
    step.p99.set(row, r.latency.p99);
    step.p50.set(row, r.latency.p50);
    console.log(
      `  ${ads} ads · ${c.name}: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, CPU ${cpu.get(row)?.toFixed(2)} ms`,
    );
  }
  await stopServer(server);
  return step;
}

export async function benchGrowth(databaseUrl: string, port: number, root: string): Promise<string> {
  const steps: Step[] = [];
  const skipped: string[] = [];
  let msPerAd = 0;
  for (const ads of SIZES) {
    const url = urlFor(databaseUrl, ads);
    const started = Date.now();
    const db = await prepareDatabase(url, root, { bigLoad: false });
    const { rows } = await db.query<{ n: string }>('select count(*) as n from posts');
    await db.end();
    const missing = ads - Number(rows[0]!.n);
    // Without a rate measured in this run (the smaller sizes were loaded before), the rate of
    // BENCH_GROWTH_MS_PER_AD (default: 1 M ads in 31 min, as seeded on this machine) is assumed.
    const rate = msPerAd || Number(process.env.BENCH_GROWTH_MS_PER_AD ?? (31 * 60_000) / 1_000_000);
    if (missing > 0 && missing * rate > BUDGET_MS) {
      skipped.push(
        `${ads.toLocaleString('en-US')} ads not loaded: ~${Math.round((missing * rate) / 60_000)} min to seed at ${msPerAd ? 'the rate measured so far' : 'the assumed rate'}`,
      );
      continue;
    }
    if (missing > 0) await (await prepareDatabase(url, root, { bigLoad: true, target: ads })).end();
    const took = Date.now() - started;
    if (missing > 1000) msPerAd = took / missing;
    steps.push(await measure(url, port, root, ads, missing > 0 ? took / 60_000 : 0));
  }
  const names = [...(steps[0]?.p99.keys() ?? [])];
  const head = steps.map((s) => `${(s.ads / 1e6).toFixed(s.ads < 1e6 ? 1 : 0)} M ads`);
  const growth = (name: string, of: 'p99' | 'cpu') => {
    const first = steps[0]![of].get(name)!;
    const last = steps.at(-1)![of].get(name)!;
    return steps.length > 1 ? `${(last / Math.max(first, of === 'p99' ? 1 : 0.01)).toFixed(1)}×` : '–';
  };
  const log = steps.length > 1 ? Math.log(steps.at(-1)!.ads) / Math.log(steps[0]!.ads) : 1;
  return [
    `Measured ${today()} on this machine (${seconds} s per case, 10 connections, a guest, nothing kept; ${await quietNote()}).`,
    `Seeding: ${steps.map((s) => `${s.ads.toLocaleString('en-US')} ads ${s.seedMinutes ? `${s.seedMinutes.toFixed(1)} min` : 'already loaded'}`).join(', ')}. ${skipped.join('; ')}`,
    '"p50 / p99 ms" per size at 10 connections, then "CPU ms": what a first page (its rows and its count) costs,',
    `PostgreSQL's backend and the API's reads, one at a time (${COST_RUNS} runs, bench/page-cost.ts). "growth": last size against`,
    `the first (the ads grew ${steps.length > 1 ? `${(steps.at(-1)!.ads / steps[0]!.ads).toFixed(0)}×` : '–'}; log growth would be ${log.toFixed(2)}×).`,
    '',
    `| case | ${head.map((h) => `${h} p50 / p99`).join(' | ')} | ${head.map((h) => `${h} CPU`).join(' | ')} | p99 growth | CPU growth |`,
    `|---|${head.map(() => '---|---|').join('')}---|---|`,
    ...names.map(
      (n) =>
        `| ${n} | ${steps.map((s) => `${s.p50.get(n)} / ${s.p99.get(n)}`).join(' | ')} | ${steps.map((s) => s.cpu.get(n)?.toFixed(2) ?? '–').join(' | ')} | ${growth(n, 'p99')} | ${growth(n, 'cpu')} |`,
    ),
  ].join('\n');
}
