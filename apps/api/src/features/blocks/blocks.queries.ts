import type { Database } from '../../db/client.ts';
import { timeKeySql, type Cursor } from '../../lib/cursor.ts';

/**
 * Blocks and ends the follows between the two members, both ways, in one statement (so one
 * transaction): a blocked member must not keep following me, nor I them
 * (docs/decisions/0018-blocking.md). `added` is false when the block already existed.
 */
export async function block(database: Database, blockerId: string, blockedId: string) {
  const [row] = await database.query<{ added: number; unfollowed: number }>(
    `with added as (
       insert into user_blocks (blocker_id, blocked_id) values ($1, $2) on conflict do nothing returning 1
     ), unfollowed as (
       delete from follows
        where (follower_id = $1 and followee_id = $2) or (follower_id = $2 and followee_id = $1)
       returning 1
     )
     select (select count(*)::int from added) as added, (select count(*)::int from unfollowed) as unfollowed`,
    [blockerId, blockedId],
  );
  return { added: row!.added > 0, unfollowed: row!.unfollowed };
}

/** true when this call removed the block (unblocking again is a no-op). */
export async function unblock(database: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await database.query(
    'delete from user_blocks where blocker_id = $1 and blocked_id = $2 returning 1',
    [blockerId, blockedId],
  );
  return rows.length > 0;
}

export type BlockRow = {
  id: string;
  username: string | null;
  fullname: string;
  avatar: string | null;
  created_at: Date | string;
  sort_key: string;
};

/** The members `blockerId` blocked, newest block first. */
export function blockPage(database: Database, blockerId: string, after: Cursor | undefined, limit: number) {
  const params: unknown[] = [blockerId, limit];
  let keyset = '';
  if (after) {
    params.push(after.key, after.id);
    keyset = 'and (b.created_at, b.blocked_id) < ($3::timestamptz, $4::uuid)';
  }
  return database.query<BlockRow>(
    `select u.id, u.username, u.fullname, u.avatar, b.created_at, ${timeKeySql('b.created_at')} as sort_key
       from user_blocks b join users u on u.id = b.blocked_id
      where b.blocker_id = $1 ${keyset}
      order by b.created_at desc, b.blocked_id desc limit $2`,
    params,
  );
}

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
