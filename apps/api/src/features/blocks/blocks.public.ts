// What code outside the blocks feature may use, through a composition root only.
import type { Database } from '../../db/client.ts';

/**
 * The members this member blocked, for the export of their data. Who blocked them is the other
 * member's private choice and stays out.
 */
export const blocksForExport = (sql: Database, userId: string, cap: number) =>
  sql.query(
    `select u.id as "userId", u.username, u.fullname, b.created_at as "createdAt"
       from user_blocks b join users u on u.id = b.blocked_id
      where b.blocker_id = $1 order by b.created_at desc limit $2`,
    [userId, cap],
  );
