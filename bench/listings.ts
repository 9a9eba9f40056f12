// The listings issue's part: the listing API with autocannon at 10 and 50 connections, plus the
// gzipped JS that `/` loads. The server render of pages is pages.ts's part.
import autocannon from 'autocannon';
import type pg from 'pg';
import { benchCases } from './cases.ts';
import { homeJavaScript } from '../tools/home-js.ts';
import { today } from './results.ts';
import { startServer, stopServer } from '../tools/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);

// Served as configured (guests' listing pages reused for a few seconds, lib/listing-cache.ts, and
// first pages' result counts shared by every viewer), then with the pages off (what a signed-in
// member gets: the page read each time, the count shared), then with nothing kept: what
// PostgreSQL answers on its own, at 10 connections.
const passes: { label: string; env: Record<string, string>; first: boolean; connections: number[] }[] = [
  { label: 'on', env: {}, first: true, connections: [10, 50] },
  { label: 'counts', env: { LISTING_CACHE_SECONDS: '0' }, first: false, connections: [10, 50] },
  {
    label: 'off',
    env: { LISTING_CACHE_SECONDS: '0', LISTING_COUNT_SECONDS: '0' },
    first: false,
    connections: [10],
  },
];

/** `only`: run the cases whose name contains one of the words (all when empty). */
export async function benchListings(db: pg.Client, databaseUrl: string, port: number, only: string[]) {
  const base = `http://127.0.0.1:${port}`;
  const cases = (await benchCases(db, base)).filter(
    (c) => c.path.startsWith('/api/') && (!only.length || only.some((w) => c.name.includes(w))),
  );
  const rows: string[] = [];
  let js = { files: 0, rawBytes: 0, gzipBytes: 0 };
  for (const pass of passes) {
    const server = await startServer(port, { ...pass.env, DATABASE_URL: databaseUrl });
    for (const c of cases) {
      for (const connections of pass.connections) {
        const r = await autocannon({
          url: base + c.path,
          connections,
          duration: seconds,
          headers: c.headers,
        });
        if (r.non2xx > 0 || r.errors > 0)
          console.warn(`  ${c.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        // Refused answers (503 under overload) are counted apart: they are not throughput.
        const ok = Math.round((r.requests.total - r.non2xx) / r.duration);
        const row = `| ${c.name} | ${pass.label} | ${connections} | ${ok} | ${r.non2xx} | ${r.latency.p50} | ${r.latency.p99} |`;
        console.log(row);
        rows.push(row);
      }
    }
    if (pass.first) js = await homeJavaScript(base);
    await stopServer(server);
  }
  return [
    `Measured ${today()} on this machine (${seconds} s per run). "cache": \`on\` as served (guests' pages and result counts kept), \`counts\` pages read each time (a member), \`off\` nothing kept.`,
    '',
    '| case | cache | connections | 2xx req/s | non-2xx | p50 ms | p99 ms |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `JavaScript loaded by \`/\`: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped (${(js.rawBytes / 1024).toFixed(1)} KB raw).`,
  ].join('\n');
}
