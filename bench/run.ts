// npm run bench: prepares the configured PostgreSQL (DATABASE_URL, default a local `souqna_bench`
// database), builds the web app and measures the built product, part by part:
// - listings: 1 M ads loaded, the listing API under autocannon (listings.ts);
// - pages: server renders of guests' pages, render-only and as served, at 10/50/200 connections (pages.ts);
// - chat: send → receive latency across two instances with 1,000 sockets (chat.ts);
// - chatscale: 10,000 sockets held open while 100 messages a second flow between random pairs, on
//   one instance and on two behind Redis: connect time, memory per idle socket, send → receive
//   percentiles, messages lost, server and client CPU, each instance read from its metrics port (its
//   port + 100) (chat-scale.ts; BENCH_CHAT_SOCKETS, BENCH_CHAT_RATE, BENCH_CHAT_SCALE_SECONDS and
//   BENCH_CHAT_INSTANCES=1|2 shrink it while developing);
// - fanout: a new ad of a seller with 100,000 followers (fanout.ts);
// - peer: our `/` against a minimal Next.js page of the same cards (peer.ts);
// - overload: pages served a second past saturation, in both database modes (overload.ts);
// - duplicates: what the duplicate guard adds to a post on the 1 M ads (duplicate-guard.ts).
// - alerts: a new ad against 100,000 saved searches, the matching job's time (saved-searches.ts).
// - growth: the listing cases, nothing kept, at 100 k, 1 M and 3 M ads (growth.ts; only when asked).
// BENCH_ONLY=chat,chatscale,fanout,pages,peer,overload,duplicates,alerts,growth runs those parts; any other word picks listing cases by name
// (BENCH_ONLY=search,SSR), as before. Each part rewrites its own section of bench/results.md.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { benchChat } from './chat.ts';
import { benchChatScale } from './chat-scale.ts';
import { prepareDatabase } from './database.ts';
import { benchDuplicates } from './duplicate-guard.ts';
import { benchFanOut } from './fanout.ts';
import { benchGrowth } from './growth.ts';
import { benchCases } from './cases.ts';
import { benchListings } from './listings.ts';
import { benchPages } from './pages.ts';
import { benchPeer } from './peer.ts';
import { benchOverload } from './overload.ts';
import { benchSavedSearches } from './saved-searches.ts';
import { writeSection } from './results.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3900);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/souqna_bench';

const PARTS = ['chat', 'chatscale', 'fanout', 'pages', 'peer', 'overload', 'duplicates', 'alerts', 'growth'];
const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const cases = only.filter((w) => !PARTS.includes(w));
// Growth seeds millions of ads in a database of its own: only when asked for by name.
const runs = (part: string) => (!only.length && part !== 'growth') || only.includes(part);
const listings = !only.length || cases.length > 0;

// Chat and fan-out need the schema and reference data, not the 1 M ads: loaded for listings and pages.
const db = await prepareDatabase(databaseUrl, root, {
  bigLoad: listings || runs('pages') || runs('overload') || runs('duplicates'),
});
// The alerts part measures a job on the database alone: no web app to build for it.
const needsBuild = only.length === 0 || only.some((w) => w !== 'alerts');
if (!process.env.BENCH_NO_BUILD && needsBuild) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}
const sections: [string, string][] = [];
const done = (heading: string, body: string) => {
  writeSection(heading, body);
  sections.push([heading, body]);
};
if (listings) done('Listings', await benchListings(db, databaseUrl, port, cases));
if (runs('pages')) {
  const pages = (await benchCases(db, `http://127.0.0.1:${port}`)).filter((c) => !c.path.startsWith('/api/'));
  done('Server-rendered pages', await benchPages(databaseUrl, port, pages));
}
if (runs('duplicates')) done('Duplicate guard at posting', await benchDuplicates(db, databaseUrl));
await db.end();
if (runs('chat')) done('Chat: send → receive', await benchChat(databaseUrl, [port + 1, port + 2]));
if (runs('chatscale')) done('Chat at scale', await benchChatScale(databaseUrl, [port + 6, port + 7]));
if (runs('fanout')) done('Notification fan-out', await benchFanOut(databaseUrl, port + 3));
if (runs('peer')) done('Home page against a Next.js peer', await benchPeer(databaseUrl, port + 4));
if (runs('overload'))
  done('Overload: pages served past saturation', await benchOverload(databaseUrl, port + 5));
if (runs('growth'))
  done('Growth: listing cases from 100 k to 3 M ads', await benchGrowth(databaseUrl, port + 8, root));
if (runs('alerts')) done('Saved-search alerts: matching a new ad', await benchSavedSearches(databaseUrl));
for (const [heading, body] of sections) console.log(`\n## ${heading}\n\n${body}`);
process.exit(0);
