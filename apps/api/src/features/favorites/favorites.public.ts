// What code outside the favorites feature may use, through a composition root only.
import type { Database } from '../../db/client.ts';

/** The ads the member saved, with their titles, for the export of their data. */
export const favoritesForExport = (sql: Database, userId: string, cap: number) =>
  sql.query(
    `select f.post_id as "postId", p.title as "postTitle", f.created_at as "createdAt"
       from favorites f left join posts p on p.id = f.post_id
      where f.user_id = $1 order by f.created_at desc limit $2`,
    [userId, cap],
  );
