// Recent titles matching a prefix query. Never one unbounded statement: the planner walks the
// newest-first index for a prefix it cannot estimate, and a prefix nobody wrote ("zzq") then
// reads all 1 M ads (0.6–0.9 s measured). A bounded walk answers common prefixes; the GIN index
// answers the rest, and a prefix rare in the newest ads is rare enough for it. Sold
// and expired ads suggest nothing (a search would not find them), and both indexes hold listed ads
// only (0025_ad_lifecycle.sql).
import type { Reads } from '../../db/client.ts';

const WALK = 2048;
/** A prefix that matches more than this many ads is common: the walk already had its page. */
const GIN_CAP = 4096;

export async function recentTitles(database: Reads, tsquery: string, n: number): Promise<string[]> {
  const walked = await database.query<{ title: string }>(
    `select title from (select title, search_tsv from posts where sold_at is null and expired_at is null
                         order by listed_at desc, id desc limit ${WALK}) p
      where search_tsv @@ to_tsquery('simple', $1) limit ${Math.trunc(n)}`,
    [tsquery],
  );
  if (walked.length >= n) return walked.map((r) => r.title);
  const found = await database.query<{ title: string }>(
    `with m as materialized (
       select title, listed_at, id from posts
        where search_tsv @@ to_tsquery('simple', $1) and sold_at is null and expired_at is null limit ${GIN_CAP}
     ) select title from m order by listed_at desc, id desc limit ${Math.trunc(n)}`,
    [tsquery],
  );
  return found.map((r) => r.title);
}
