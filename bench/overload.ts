// Goodput under overload (docs/decisions/0052-adaptive-page-admission.md): server renders of `/`
// for guests that carry a cookie (so the page cache cannot answer them, as for members), first at
// 1–8 connections to find the peak of pages served a second and the connections that reach it
// (saturation), then at 5× and 20× those connections, each between two runs at the peak's
// connections. Meanwhile a load balancer's probe asks the liveness check and a cached guest page
// (`/en`, no cookie) every 100 ms: neither may be refused. In both database modes: embedded (one
// process) and PostgreSQL with two workers.
import { mkdtempSync, rmSync } from 'node:fs';
import { getPriority, setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { percentile, quietNote, today } from './results.ts';
import { startServer, stopServer } from '../tools/server.ts';
import { probe } from './probe.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
/**
 * The runs that are judged (5× and 20×) and the peak asked again beside them last longer than the
 * ramp's: this machine's rate dips for a second at a time (down to a quarter), which takes about 9 %
 * from an 8 s run and 4 % from a 20 s one (0069, amendment "the peak beside the run").
 */
const judgedSeconds = Number(process.env.BENCH_JUDGED_SECONDS ?? 20);
const RAMP = [1, 2, 4, 8];
const LOAD_PATH = '/';
const CACHED_PATH = '/en';

type Run = {
  connections: number;
  served: number;
  servedP99: number;
  refused: number;
  refusedP99: number;
  other: number;
  timeouts: number;
  probes: { health: Probe; cached: Probe };
};
type Probe = { p99: number; failed: number; asked: number };

/**
 * The load client stands for visitors on machines of their own. On this 2-core box it shares the
 * cores with the servers it loads, and at 20× their saturation a client waiting for a core counts
 * its own wait as the server's: it runs ahead of them (nice -10) where it may (root), and the
 * table says which (docs/decisions/0052-adaptive-page-admission.md#amendment-the-load-client).
 */
const CLIENT_NICE = -10;
let clientPriority = 'the servers’ priority';
async function asClient<T>(run: () => Promise<T>): Promise<T> {
  const before = getPriority();
  try {
    setPriority(CLIENT_NICE);
    clientPriority = `nice ${CLIENT_NICE}, ahead of the servers`;
  } catch {
    clientPriority = 'the servers’ priority (not allowed to run ahead)';
  }
  try {
    return await run();
  } finally {
    try {
      setPriority(before);
    } catch {
      // Lowering one's own priority back is always allowed; nothing to undo otherwise.
    }
  }
}

/** One closed-loop run: every connection asks again as soon as it has its answer. */
async function load(base: string, connections: number, duration: number): Promise<Run> {
  const ms: Record<'served' | 'refused', number[]> = { served: [], refused: [] };
  let other = 0;
  const probes = { health: probe(base, '/api/health/live'), cached: probe(base, CACHED_PATH) };
  const summary = async (p: ReturnType<typeof probe>): Promise<Probe> => {
    const { waits, failed } = await p.stop();
    return { p99: Math.round(percentile(waits, 99)), failed, asked: waits.length };
  };
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      { url: base + LOAD_PATH, connections, duration, headers: { cookie: 'bench=1' } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    run.on('response', (_client, status, _bytes, time) => {
      if (status === 200) ms.served.push(time);
      else if (status === 503) ms.refused.push(time);
      else other++;
    });
  });
  return {
    connections,
    served: Math.round(ms.served.length / r.duration),
    servedP99: Math.round(percentile(ms.served, 99)),
    refused: ms.refused.length,
    refusedP99: Math.round(percentile(ms.refused, 99)),
    other,
    timeouts: r.timeouts,
    probes: { health: await summary(probes.health), cached: await summary(probes.cached) },
  };
}

const pause = () => new Promise((r) => setTimeout(r, 3000));

/** Issue 19's targets past saturation: what a run missed, or "met". */
function missed(r: Run, peak: number): string {
  const misses = [
    r.served < 0.9 * peak && 'served < 90 % of peak',
    r.refused > 0 && r.refusedP99 > 50 && 'refusals > 50 ms',
    r.servedP99 > 1000 && 'served p99 > 1 s',
    r.probes.health.failed + r.probes.cached.failed > 0 && 'a probe failed',
    r.other + r.timeouts > 0 && 'errors',
  ].filter(Boolean);
  return misses.length ? misses.join('; ') : 'met';
}

async function benchMode(label: string, port: number, env: Record<string, string>) {
  const server = await startServer(port, env);
  const base = server.base;
  // Warm the render path (code, caches) before measuring.
  await autocannon({ url: base + LOAD_PATH, connections: 2, duration: 3, headers: { cookie: 'bench=1' } });
  const ramp: Run[] = [];
  for (const c of RAMP) {
    await pause();
    ramp.push(await asClient(() => load(base, c, seconds)));
  }
  const peak = Math.max(...ramp.map((r) => r.served));
  const peakAt = ramp.find((r) => r.served === peak)!.connections;
  // BENCH_SATURATING fixes the connections taken as saturating, to try a slower machine's 5× and 20×.
  const saturating =
    Number(process.env.BENCH_SATURATING) || ramp.find((r) => r.served >= 0.9 * peak)!.connections;
  // The machine's own rate drifts between runs (±25 % within minutes here): each overload run is
  // judged against the peak measured again just before and just after it, at the connections that
  // reached it (their mean: the machine's rate at the run's time, as a straight line between the
  // two), rather than against the best of the ramp's four 8 s runs alone, whose maximum also picks
  // the luckiest one (docs/decisions/0069-admission-sees-the-queue.md, amendment "the peak beside the run").
  const again = async () => (await pause(), asClient(() => load(base, peakAt, judgedSeconds)));
  const bracket: Run[] = [await again()];
  const over: Run[] = [];
  for (const times of [5, 20]) {
    await pause();
    over.push(await asClient(() => load(base, saturating * times, judgedSeconds)));
    bracket.push(await again());
  }
  await stopServer(server);
  const beside = (i: number) => Math.round((bracket[i]!.served + bracket[i + 1]!.served) / 2);
  /** `near`: the peak beside a judged run. */
  const row = (r: Run, note: string, near?: number) =>
    `| ${label} | ${note} | ${r.connections} | ${r.served} | ${Math.round((100 * r.served) / peak)} % | ${near ? `${near} → ${Math.round((100 * r.served) / near)} %` : ''} | ${r.servedP99} | ${r.refused} | ${r.refused ? r.refusedP99 : '–'} | ${r.other + r.timeouts} | ${r.probes.health.p99} / ${r.probes.health.failed} | ${r.probes.cached.p99} / ${r.probes.cached.failed} | ${near ? missed(r, near) : ''} |`;
  const lines = [
    ...ramp.map((r) => row(r, r.connections === saturating ? 'saturation' : 'ramp')),
    row(bracket[0]!, 'peak again'),
    row(over[0]!, '5×', beside(0)),
    row(bracket[1]!, 'peak again'),
    row(over[1]!, '20×', beside(1)),
    row(bracket[2]!, 'peak again'),
  ];
  for (const l of lines) console.log(l);
  return lines;
}

export async function benchOverload(databaseUrl: string, port: number): Promise<string> {
  const quiet = await quietNote();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'souqna-overload-'));
  // BENCH_OVERLOAD_MODES=embedded or =postgres runs one mode alone while developing.
  const modes = (process.env.BENCH_OVERLOAD_MODES ?? 'embedded,postgres').split(',');
  const rows = [
    ...(modes.includes('embedded')
      ? await benchMode('embedded, 1 process', port, { DATABASE_URL: '', DATA_DIR: dataDir })
      : []),
    ...(modes.includes('postgres')
      ? await benchMode('PostgreSQL, 2 workers', port, { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '2' })
      : []),
  ];
  rmSync(dataDir, { recursive: true, force: true });
  return [
    `Measured ${today()} on this machine (${seconds} s per ramp run, ${judgedSeconds} s per run beside and past saturation; ${quiet}; the load client at ${clientPriority}). Load: \`GET ${LOAD_PATH}\``,
    'with a cookie (rendered for each request, as for members), closed loop. "of peak": pages served a',
    'second against the most any ramp run served; "peak beside": the mean of the peak asked again just',
    'before and after each 5× and 20× run, what that run is judged against; "refused p99": how long a 503 took; "other":',
    `errors and timeouts; the probes ask \`/api/health/live\` and the cached \`${CACHED_PATH}\` every 100 ms (p99 ms / not 200);`,
    '"targets" (5× and 20×): ≥ 90 % of the peak, refusals ≤ 50 ms p99, served p99 ≤ 1 s, no probe failed (issue 19).',
    '',
    '| mode | run | connections | pages/s | of peak | peak beside → of it | p99 ms | 503 | refused p99 ms | other | health | cached page | targets |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
