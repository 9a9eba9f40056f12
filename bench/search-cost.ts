// node bench/search-cost.ts <database url> [runs]: the cost of the bench's search cases (cases.ts),
// one query at a time (page-cost.ts): the CPU time a first page costs, PostgreSQL's backend plus
// this process, and the median wall time. Run it on the code before and after a change against
// copies of the same data (docs/product/listings-and-search.md#search-measurements).
// SEARCH_COST_SORT=newest reads every case newest first: the order searches had before best match.
import type { PostSort } from '@souqna/contracts';
import { pageCosts } from './page-cost.ts';

const [url, runsArg] = process.argv.slice(2);
if (!url) throw new Error('usage: node bench/search-cost.ts <database url> [runs]');
const costs = await pageCosts(
  url,
  (name) => /search|rare word/.test(name),
  Number(runsArg ?? 40),
  process.env.SEARCH_COST_SORT as PostSort | undefined,
);
console.log(
  '| case | order | rows | PostgreSQL CPU ms | API CPU ms | median wall ms |\n|---|---|---|---|---|---|',
);
for (const c of costs)
  console.log(
    `| ${c.name} | ${c.sort} | ${c.rows} | ${c.pgMs.toFixed(2)} | ${c.nodeMs.toFixed(2)} | ${c.wallMs.toFixed(1)} |`,
  );
