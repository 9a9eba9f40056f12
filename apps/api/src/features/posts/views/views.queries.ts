// The views table's SQL (0022_ad_page.sql, docs/decisions/0040-ad-views.md).
import type { Database } from '../../../db/client.ts';

/**
 * Adds a batch of counts in one statement. Ads deleted since their views were counted are left
 * out; `for key share` holds the others until the insert, so a delete meanwhile cannot fail it.
 */
export async function addViews(database: Database, counts: ReadonlyMap<string, number>): Promise<void> {
  if (!counts.size) return;
  await database.query(
    `insert into post_views (post_id, views)
     select v.id, v.n
       from unnest($1::uuid[], $2::bigint[]) as v(id, n)
       join (select p.id from posts p where p.id = any($1::uuid[]) for key share) p on p.id = v.id
     on conflict (post_id) do update set views = post_views.views + excluded.views`,
    [[...counts.keys()], [...counts.values()]],
  );
}

/** The views written so far (the counter adds those still waiting). */
export async function storedViews(database: Database, postId: string): Promise<number> {
  const [row] = await database.query<{ views: string }>('select views from post_views where post_id = $1', [
    postId,
  ]);
  return row ? Number(row.views) : 0;
}
