// The cost of the bench's listing cases (cases.ts) measured in process, one query at a time: each
// case's first page as the API reads it (a typing mistake corrected, the page's rows, then its
// result count) `runs` times.
// CPU time per page, PostgreSQL's backend (from /proc: the server must run on this machine) plus
// this process, and the median wall time. CPU time holds still on a busy machine where wall times
// and autocannon's rates do not (docs/product/listings-and-search.md#search-measurements).
import pg from 'pg';
import * as contracts from '@souqna/contracts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { reference } from '../apps/api/src/domain/reference.ts';
import { correctTypo, resolveFilters } from '../apps/api/src/features/posts/listing/listing.service.ts';
import { countRows, listRows } from '../apps/api/src/features/posts/listing/listing.queries.ts';
import { cursorKind } from '../apps/api/src/features/posts/listing/listing.sql.ts';
import { decodeCursor } from '../apps/api/src/lib/cursor.ts';
import { benchCases } from './cases.ts';
import { backendCpuOf, ownCpu } from './cpu.ts';

export type PageCost = {
  name: string;
  sort: string;
  rows: number;
  pgMs: number;
  nodeMs: number;
  wallMs: number;
};

export async function pageCosts(
  url: string,
  pick: (name: string) => boolean,
  runs: number,
  forcedSort?: contracts.PostSort,
): Promise<PageCost[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const cases = (await benchCases(client, '')).filter((c) => c.path.startsWith('/api/') && pick(c.name));
  await client.end();
  // One connection, so one backend does all the work.
  const database = await openDatabase({ databaseUrl: url, dataDir: '' }, { max: 1 });
  const backendCpu = await backendCpuOf(database);
  const ref = await reference(database.orm);
  // The order the API reads in: best match for words where this version has it.
  const sortOf = (q: contracts.PostsQuery) =>
    forcedSort ?? ('listingSort' in contracts ? contracts.listingSort(q) : (q.sort ?? 'newest'));
  const out: PageCost[] = [];
  for (const c of cases) {
    const q = contracts.PostsQuerySchema.parse(Object.fromEntries(new URL(c.path, 'http://x').searchParams));
    const sort = sortOf(q);
    const after = q.cursor ? decodeCursor(q.cursor, sort, cursorKind(sort)) : undefined;
    const resolved = resolveFilters(ref, { ...q, sort }, null)!;
    const times: number[] = [];
    let rows = 0;
    let cpu = { pg: 0, node: 0 };
    for (let i = 0; i < runs + 3; i++) {
      // The first runs warm the caches and prepare the statements.
      if (i === 3) cpu = { pg: backendCpu(), node: ownCpu() };
      const start = performance.now();
      // As the API reads it: a word in no ad is searched as corrected (search-typo.ts keeps it).
      const filters = { ...resolved };
      await correctTypo(database, ref, q, filters);
      const page = await listRows(database, { filters, sort, after, limit: q.limit + 1 });
      if (!after) await countRows(database, filters, sort, contracts.LISTING_COUNT_CAP);
      if (i >= 3) times.push(performance.now() - start);
      rows = page.length;
    }
    times.sort((a, b) => a - b);
    out.push({
      name: c.name,
      sort,
      rows,
      pgMs: (backendCpu() - cpu.pg) / runs,
      nodeMs: (ownCpu() - cpu.node) / runs,
      wallMs: times[Math.floor(times.length / 2)]!,
    });
  }
  await database.close();
  return out;
}
