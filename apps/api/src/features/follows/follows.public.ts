// What code outside the follows feature may use, through a composition root only.
import type { Database } from '../../db/client.ts';

/**
 * Whom the member follows and who follows them, for the export of their data: the other member
 * as their public profile shows them (id, username, name), never their contact details.
 */
export async function followsForExport(sql: Database, userId: string, cap: number) {
  const side = (mine: string, theirs: string) =>
    sql.query(
      `select u.id as "userId", u.username, u.fullname, f.created_at as "createdAt"
         from follows f join users u on u.id = f.${theirs}
        where f.${mine} = $1 order by f.created_at desc limit $2`,
      [userId, cap],
    );
  const [following, followers] = await Promise.all([
    side('follower_id', 'followee_id'),
    side('followee_id', 'follower_id'),
  ]);
  return { following, followers };
}
