// node bench/search-cost.ts <database url> [runs]: the cost of the bench's search cases (cases.ts),
// measured in process, one query at a time: each case's first page as the API reads it (the
// page's rows, then its result count) `runs` times. Prints the CPU time a page costs, PostgreSQL's
// backend (from /proc: the server must run on this machine) plus this process, and the median wall
// time. CPU time holds still on a busy machine where wall times and autocannon's rates do not:
// run it on the code before and after a change against copies of the same data
// (docs/product/listings-and-search.md#search-measurements). SEARCH_COST_SORT=newest reads every
// case newest first: the order searches had before best match, on the same data and code.
import pg from 'pg';
import * as contracts from '@souqna/contracts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { reference } from '../apps/api/src/domain/reference.ts';
import { resolveFilters } from '../apps/api/src/features/posts/listing/listing.service.ts';
import { countRows, listRows } from '../apps/api/src/features/posts/listing/listing.queries.ts';
import { benchCases } from './cases.ts';
import { backendCpuOf, ownCpu } from './cpu.ts';

const [url, runsArg] = process.argv.slice(2);
if (!url) throw new Error('usage: node bench/search-cost.ts <database url> [runs]');
const runs = Number(runsArg ?? 40);
const client = new pg.Client({ connectionString: url });
await client.connect();
const cases = (await benchCases(client, '')).filter((c) => /search|rare word/.test(c.name));
await client.end();

// One connection, so one backend does all the work.
const database = await openDatabase({ databaseUrl: url, dataDir: '' }, { max: 1 });
const backendCpu = await backendCpuOf(database);
const ref = await reference(database.orm);
// The order the API reads in: best match for words where this version has it.
const forced = process.env.SEARCH_COST_SORT as contracts.PostSort | undefined;
const sortOf = (q: contracts.PostsQuery) =>
  forced ?? ('listingSort' in contracts ? contracts.listingSort(q) : (q.sort ?? 'newest'));
console.log(
  '| case | order | rows | PostgreSQL CPU ms | API CPU ms | median wall ms |\n|---|---|---|---|---|---|',
);
for (const c of cases) {
  const q = contracts.PostsQuerySchema.parse(Object.fromEntries(new URL(c.path, 'http://x').searchParams));
  const sort = sortOf(q);
  const filters = resolveFilters(ref, { ...q, sort }, null)!;
  const times: number[] = [];
  let rows = 0;
  let cpu = { pg: 0, node: 0 };
  for (let i = 0; i < runs + 3; i++) {
    // The first runs warm the caches and prepare the statements.
    if (i === 3) cpu = { pg: backendCpu(), node: ownCpu() };
    const start = performance.now();
    const page = await listRows(database, { filters, sort, after: undefined, limit: q.limit + 1 });
    await countRows(database, filters, sort, contracts.LISTING_COUNT_CAP);
    if (i >= 3) times.push(performance.now() - start);
    rows = page.length;
  }
  const pgMs = (backendCpu() - cpu.pg) / runs;
  const nodeMs = (ownCpu() - cpu.node) / runs;
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  console.log(
    `| ${c.name} | ${sort} | ${rows} | ${pgMs.toFixed(2)} | ${nodeMs.toFixed(2)} | ${median.toFixed(1)} |`,
  );
}
await database.close();
