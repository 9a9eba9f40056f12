// The listings issue's part: the listing API with autocannon at 10 and 50 connections, plus the
// gzipped JS that `/` loads. The server render of pages is pages.ts's part.
import autocannon from 'autocannon';
import type pg from 'pg';
import { benchCases } from './cases.ts';
import { homeJavaScript } from '../tools/home-js.ts';
import { bearer, benchJwtSecret, ensureMembers, tokensFor } from './members.ts';
import { today } from './results.ts';
import { startServer, stopServer } from '../tools/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);

// Served as configured (guests' listing pages reused for a few seconds, lib/listing-cache.ts, and
// first pages' result counts shared by every viewer) to a guest, to a signed-in member who blocks
// nobody and to one who blocked three busy sellers (docs/decisions/0062: members share the kept
// pages), then with nothing kept: what PostgreSQL answers on its own, at 10 connections.
type Viewer = 'guest' | 'member' | 'blocker';
const passes: { label: string; env: Record<string, string>; first: boolean; connections: number[] }[] = [
  { label: 'on', env: {}, first: true, connections: [10, 50] },
  {
    label: 'off',
    env: { LISTING_CACHE_SECONDS: '0', LISTING_COUNT_SECONDS: '0' },
    first: false,
    connections: [10],
  },
];

/** Two bench members: one blocks nobody, the other the three sellers with the most ads. */
async function benchViewers(db: pg.Client, secret: string): Promise<Record<Viewer, Record<string, string>>> {
  const [member, blocker] = await ensureMembers(db, 'lister', '96657', 2);
  await db.query(
    `insert into user_blocks (blocker_id, blocked_id)
     select $1, user_id from posts group by user_id order by count(*) desc limit 3
     on conflict do nothing`,
    [blocker],
  );
  const [a, b] = await tokensFor(secret, [member!, blocker!]);
  return { guest: {}, member: bearer(a!), blocker: bearer(b!) };
}

/** `only`: run the cases whose name contains one of the words (all when empty). */
export async function benchListings(db: pg.Client, databaseUrl: string, port: number, only: string[]) {
  const base = `http://127.0.0.1:${port}`;
  const cases = (await benchCases(db, base)).filter(
    (c) => c.path.startsWith('/api/') && (!only.length || only.some((w) => c.name.includes(w))),
  );
  const rows: string[] = [];
  let js = { files: 0, rawBytes: 0, gzipBytes: 0 };
  const secret = benchJwtSecret();
  const viewers = await benchViewers(db, secret);
  for (const pass of passes) {
    const server = await startServer(port, { ...pass.env, DATABASE_URL: databaseUrl, JWT_SECRET: secret });
    for (const c of cases) {
      for (const viewer of pass.first ? (['guest', 'member', 'blocker'] as const) : (['guest'] as const)) {
        for (const connections of pass.connections) {
          const r = await autocannon({
            url: base + c.path,
            connections,
            duration: seconds,
            headers: { ...c.headers, ...viewers[viewer] },
          });
          if (r.non2xx > 0 || r.errors > 0)
            console.warn(`  ${c.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
          // Refused answers (503 under overload) are counted apart: they are not throughput.
          const ok = Math.round((r.requests.total - r.non2xx) / r.duration);
          const row = `| ${c.name} | ${pass.label} | ${viewer} | ${connections} | ${ok} | ${r.non2xx} | ${r.latency.p50} | ${r.latency.p99} |`;
          console.log(row);
          rows.push(row);
        }
      }
    }
    if (pass.first) js = await homeJavaScript(base);
    await stopServer(server);
  }
  return [
    `Measured ${today()} on this machine (${seconds} s per run). "cache": \`on\` as served (kept pages and result counts), \`off\` nothing kept. "viewer": a guest, a member who blocks nobody, a member who blocked the three sellers with the most ads.`,
    '',
    '| case | cache | viewer | connections | 2xx req/s | non-2xx | p50 ms | p99 ms |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `JavaScript loaded by \`/\`: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped (${(js.rawBytes / 1024).toFixed(1)} KB raw).`,
  ].join('\n');
}
