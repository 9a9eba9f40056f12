// The unseen-messages count of docs/product/conversations-and-notifications.md#unseen-messages,
// counted from the messages themselves so it is never stale: the other member's messages after my
// read pointer, in the rooms of my list (not deleted for me, not with a member I blocked).
import type { User } from '@souqna/contracts';
import type { Connection } from '../db/client.ts';
import { visibleToViewerSql } from '../policies/blocks.ts';

/**
 * SQL true when member row `rm` (joined to its room `r`) is in the list of `viewer` (a bound
 * parameter such as $1, the same member): not deleted for them since, peer not blocked by them.
 */
export const roomListedSql = (rm: string, r: string, viewer: string) =>
  `(${rm}.hidden_at is null or ${r}.last_seq > ${rm}.cleared_seq) and ${visibleToViewerSql(`${rm}.peer_id`, viewer)}`;

/** SQL counting the unseen messages of member row `rm`'s room. */
export const roomUnseenSql = (rm: string) =>
  `(select count(*)::int from messages m
     where m.room_id = ${rm}.room_id and m.sender_id <> ${rm}.user_id
       and m.seq > greatest(${rm}.last_read_seq, ${rm}.cleared_seq))`;

export async function countUnseenMessages(conn: Pick<Connection, 'query'>, userId: string): Promise<number> {
  const [row] = await conn.query<{ n: number }>(
    `select coalesce(sum(${roomUnseenSql('rm')}), 0)::int as n
       from room_members rm join rooms r on r.id = rm.room_id
      where rm.user_id = $1 and ${roomListedSql('rm', 'r', '$1')}`,
    [userId],
  );
  return row?.n ?? 0;
}

/** The counts of several members in one query (an admin's page of members). */
export async function countUnseenMessagesOf(
  conn: Pick<Connection, 'query'>,
  userIds: string[],
): Promise<Map<string, number>> {
  const rows = await conn.query<{ user_id: string; n: number }>(
    `select rm.user_id, coalesce(sum(${roomUnseenSql('rm')}), 0)::int as n
       from room_members rm join rooms r on r.id = rm.room_id
      where rm.user_id = any($1::uuid[]) and ${roomListedSql('rm', 'r', 'rm.user_id')}
      group by rm.user_id`,
    [userIds],
  );
  return new Map(rows.map((r) => [r.user_id, r.n]));
}

/** The signed-in member's own answer with the count filled in (the users column is not used). */
export async function withUnseenCount(conn: Pick<Connection, 'query'>, user: User): Promise<User> {
  return { ...user, unseenMessagesCount: await countUnseenMessages(conn, user._id) };
}
