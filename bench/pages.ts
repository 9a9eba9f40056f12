// Issue 10, item 3: the server render of guests' pages, render-only (page cache off) and as served
// (guests' pages kept PAGE_CACHE_SECONDS), at 10, 50 and 200 connections, with how fast the health
// check answered meanwhile and how many requests were turned away (503 under overload).
import autocannon from 'autocannon';
import { percentile, quietNote, today } from './results.ts';
import { startServer, stopServer } from '../tools/server.ts';
import { probe } from './probe.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = [10, 50, 200];
const passes: { label: string; env: Record<string, string> }[] = [
  { label: 'render only', env: { PAGE_CACHE_SECONDS: '0' } },
  { label: 'as served', env: {} },
];

export type PageCase = { name: string; path: string };

export async function benchPages(databaseUrl: string, port: number, cases: PageCase[]): Promise<string> {
  const base = `http://127.0.0.1:${port}`;
  const rows: string[] = [];
  const quiet = await quietNote();
  for (const pass of passes) {
    const server = await startServer(port, { ...pass.env, DATABASE_URL: databaseUrl });
    for (const c of cases) {
      for (const connections of CONNECTIONS) {
        // A run follows the last one's overload (200 connections): let the backlog drain first, or
        // its loop delay turns the next run's first requests away.
        await new Promise((r) => setTimeout(r, 3000));
        const health = probe(base, '/api/health/live');
        const r = await autocannon({ url: base + c.path, connections, duration: seconds });
        const { waits } = await health.stop();
        const turnedAway = r['5xx'] ?? 0;
        // Refused answers are not throughput: req/s counts the pages served.
        const served = Math.round((r.requests.total - r.non2xx) / r.duration);
        const row = `| ${c.name} | ${pass.label} | ${connections} | ${served} | ${r.latency.p50} | ${r.latency.p99} | ${turnedAway} | ${percentile(waits, 99)} |`;
        console.log(row);
        rows.push(row);
      }
    }
    await stopServer(server);
  }
  return [
    `Measured ${today()} on this machine (${seconds} s per run; ${quiet}). "503" counts the requests`,
    'turned away under overload; "health p99" is GET /api/health/live asked every 100 ms meanwhile.',
    '',
    '| page | pass | connections | 2xx req/s | p50 ms | p99 ms | 503 | health p99 ms |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
