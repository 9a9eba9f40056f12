import { visibleToViewerSql } from '../../policies/blocks.ts';
import type { Database } from '../../db/client.ts';
import { timeKeySql, type Cursor } from '../../lib/cursor.ts';

/** Toggle in one statement pair: delete if present, else insert; true when now favourited. */
export async function toggleFavorite(database: Database, userId: string, postId: string): Promise<boolean> {
  const removed = await database.query(
    'delete from favorites where user_id = $1 and post_id = $2 returning post_id',
    [userId, postId],
  );
  if (removed.length) return false;
  await database.query('insert into favorites (user_id, post_id) values ($1, $2) on conflict do nothing', [
    userId,
    postId,
  ]);
  return true;
}

export async function favoritePage(
  database: Database,
  userId: string,
  viewerId: string | undefined,
  after: Cursor | undefined,
  limit: number,
) {
  const params: unknown[] = [userId, limit, viewerId ?? null];
  let keyset = '';
  if (after) {
    params.push(after.key, after.id);
    keyset = 'and (f.created_at, f.post_id) < ($4::timestamptz, $5::uuid)';
  }
  return database.query<{ post_id: string; created_at: Date | string; sort_key: string }>(
    `select f.post_id, f.created_at, ${timeKeySql('f.created_at')} as sort_key
       from favorites f join posts p on p.id = f.post_id
      where f.user_id = $1 ${keyset}
        and ${visibleToViewerSql('p.user_id', '$3', { optional: true })}
      order by f.created_at desc, f.post_id desc limit $2`,
    params,
  );
}

/** The ads the member saved, with their titles, for the export of their data. */
export const favoritesForExport = (sql: Database, userId: string, cap: number) =>
  sql.query(
    `select f.post_id as "postId", p.title as "postTitle", f.created_at as "createdAt"
       from favorites f left join posts p on p.id = f.post_id
      where f.user_id = $1 order by f.created_at desc limit $2`,
    [userId, cap],
  );
