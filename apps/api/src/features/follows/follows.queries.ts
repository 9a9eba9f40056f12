import { visibleToViewerSql } from '../../policies/blocks.ts';
import type { Connection, Database, Reads } from '../../db/client.ts';

export type FollowUserRow = { id: string; username: string | null; fullname: string; avatar: string | null };

/** true when this call made the follow (following again is a no-op). */
export async function follow(
  database: Pick<Connection, 'query'>,
  followerId: string,
  followeeId: string,
): Promise<boolean> {
  const rows = await database.query(
    'insert into follows (follower_id, followee_id) values ($1, $2) on conflict do nothing returning 1',
    [followerId, followeeId],
  );
  return rows.length > 0;
}

export async function unfollow(database: Database, followerId: string, followeeId: string): Promise<void> {
  await database.query('delete from follows where follower_id = $1 and followee_id = $2', [
    followerId,
    followeeId,
  ]);
}

export async function followCounts(database: Reads, userId: string, viewerId: string | undefined) {
  const [row] = await database.query<{ followers: number; following: number; is_following: boolean | null }>(
    `select (select count(*)::int from follows where followee_id = $1) as followers,
            (select count(*)::int from follows where follower_id = $1) as following,
            case when $2::uuid is null then null
                 else exists(select 1 from follows where follower_id = $2 and followee_id = $1) end as is_following`,
    [userId, viewerId ?? null],
  );
  return { followersCount: row!.followers, followingCount: row!.following, isFollowing: row!.is_following };
}

/** Newest first, capped; members the viewer blocked are left out. */
export function followList(
  database: Database,
  side: 'followers' | 'following',
  userId: string,
  viewerId: string | undefined,
  max: number,
) {
  const [match, other] =
    side === 'followers' ? ['followee_id', 'follower_id'] : ['follower_id', 'followee_id'];
  return database.query<FollowUserRow>(
    `select u.id, u.username, u.fullname, u.avatar
       from follows f join users u on u.id = f.${other}
      where f.${match} = $1
        and ${visibleToViewerSql('u.id', '$2', { optional: true })}
      order by f.created_at desc limit $3`,
    [userId, viewerId ?? null, max],
  );
}

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
