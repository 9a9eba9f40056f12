// Rooms: opening (race-safe), the list, one room, delete-for-me and reading (SQL only).
import type { Connection } from '../../db/client.ts';
import { timeKeySql, type Cursor } from '../../lib/cursor.ts';
import { roomListedSql, roomUnseenSql } from '../../domain/unseen-messages.ts';

type Conn = Pick<Connection, 'query'>;
const NIL = '00000000-0000-0000-0000-000000000000';

/**
 * The room of this pair about this ad (or about none), created with both member rows when it does
 * not exist yet; two members opening it at once get the same room (the unique index decides).
 * The opener's delete-for-me is undone: opening a room again puts it back in their list.
 */
export async function openRoom(
  conn: Conn,
  me: string,
  other: string,
  postId: string | null,
): Promise<string> {
  const [low, high] = me < other ? [me, other] : [other, me];
  const [created] = await conn.query<{ id: string }>(
    `with r as (
       insert into rooms (user_low, user_high, post_id, post_key) values ($1, $2, $3, $4)
       on conflict (user_low, user_high, post_key) do nothing returning id
     ), m as (
       insert into room_members (room_id, user_id, peer_id)
       select id, $1, $2 from r union all select id, $2, $1 from r
     )
     select id from r`,
    [low, high, postId, postId ?? NIL],
  );
  if (created) return created.id;
  const [existing] = await conn.query<{ id: string }>(
    `with r as (select id from rooms where user_low = $1 and user_high = $2 and post_key = $3)
     update room_members rm set hidden_at = null from r where rm.room_id = r.id and rm.user_id = $4
     returning r.id`,
    [low, high, postId ?? NIL, me],
  );
  return existing!.id;
}

export type RoomRow = {
  id: string;
  /** The member whose view of the room this row is. */
  member_id: string;
  peer_id: string;
  username: string | null;
  fullname: string;
  avatar: string | null;
  post_id: string | null;
  post_owner: string | null;
  title: string | null;
  price_minor: string | number | null;
  currncy: 'SAR' | 'AED' | null;
  show_price: boolean | null;
  thumbnail_key: string | null;
  last_body: string | null;
  last_has_image: boolean | null;
  last_sender: string | null;
  last_at: Date | string | null;
  unseen: number;
  closed: boolean;
  blocked_by_me: boolean;
  peer_read_seq: string | number;
  created_at: Date | string;
  last_message_at: Date | string;
  sort_key: string;
};

const ROOM_SELECT = `
  select r.id, rm.user_id as member_id, rm.peer_id, u.username, u.fullname, u.avatar,
         p.id as post_id, p.user_id as post_owner, p.title, p.price_minor, p.currncy, p.show_price,
         img.thumbnail_key, lm.body as last_body, lm.has_image as last_has_image,
         lm.sender_id as last_sender, lm.created_at as last_at,
         ${roomUnseenSql('rm')} as unseen,
         exists (select 1 from user_blocks b
                  where (b.blocker_id = rm.user_id and b.blocked_id = rm.peer_id)
                     or (b.blocker_id = rm.peer_id and b.blocked_id = rm.user_id)) as closed,
         exists (select 1 from user_blocks b
                  where b.blocker_id = rm.user_id and b.blocked_id = rm.peer_id) as blocked_by_me,
         (select pm.last_read_seq from room_members pm
           where pm.room_id = r.id and pm.user_id = rm.peer_id) as peer_read_seq,
         r.created_at, r.last_message_at, ${timeKeySql('r.last_message_at')} as sort_key
    from room_members rm
    join rooms r on r.id = rm.room_id
    join users u on u.id = rm.peer_id
    left join posts p on p.id = r.post_id
    left join lateral (
      select i.thumbnail_key from post_images i where i.post_id = p.id order by i.position limit 1
    ) img on true
    left join lateral (
      select m.body, m.image_full_key is not null as has_image, m.sender_id, m.created_at
        from messages m
       where m.room_id = r.id and m.seq = r.last_seq and m.seq > rm.cleared_seq
    ) lm on true`;

/** The rooms in `me`'s list, newest activity first. */
export function roomPage(conn: Conn, me: string, after: Cursor | undefined, limit: number) {
  const params: unknown[] = [me, limit];
  let keyset = '';
  if (after) {
    params.push(after.key, after.id);
    keyset = 'and (r.last_message_at, r.id) < ($3::timestamptz, $4::uuid)';
  }
  return conn.query<RoomRow>(
    `${ROOM_SELECT}
      where rm.user_id = $1 and ${roomListedSql('rm', 'r', '$1')} ${keyset}
      order by r.last_message_at desc, r.id desc limit $2`,
    params,
  );
}

/** One room as `me` sees it, whether or not it is in their list; undefined when not a member. */
export async function findRoom(conn: Conn, me: string, roomId: string): Promise<RoomRow | undefined> {
  const [row] = await conn.query<RoomRow>(`${ROOM_SELECT} where rm.user_id = $1 and rm.room_id = $2`, [
    me,
    roomId,
  ]);
  return row;
}

export type Membership = { peer_id: string; cleared_seq: number };

/** `me`'s membership of the room (what they deleted for themselves), or undefined. */
export async function membership(conn: Conn, me: string, roomId: string): Promise<Membership | undefined> {
  const [row] = await conn.query<{ peer_id: string; cleared_seq: string | number }>(
    'select peer_id, cleared_seq from room_members where room_id = $1 and user_id = $2',
    [roomId, me],
  );
  return row && { peer_id: row.peer_id, cleared_seq: Number(row.cleared_seq) };
}

/** Delete for me: hides the room and every message so far from `me` only. */
export async function hideRoom(conn: Conn, me: string, roomId: string): Promise<void> {
  await conn.query(
    `update room_members rm set hidden_at = now(), cleared_seq = r.last_seq, last_read_seq = r.last_seq
       from rooms r where r.id = rm.room_id and rm.room_id = $1 and rm.user_id = $2`,
    [roomId, me],
  );
}

/**
 * Moves `me`'s read pointer forward to `upTo` (the room's newest message when null); never back.
 * true when it moved.
 */
export async function markRead(
  conn: Conn,
  me: string,
  roomId: string,
  upTo: number | null,
): Promise<boolean> {
  const rows = await conn.query(
    `update room_members rm set last_read_seq = coalesce($3::bigint, r.last_seq)
       from rooms r
      where r.id = rm.room_id and rm.room_id = $1 and rm.user_id = $2
        and rm.last_read_seq < coalesce($3::bigint, r.last_seq)
     returning 1`,
    [roomId, me, upTo],
  );
  return rows.length > 0;
}

/**
 * The room as each of its members sees it, one row each, in one query: the socket's room:update
 * to both members after a message or a read (docs/decisions/0065-chat-at-scale.md).
 */
export function roomForEachMember(conn: Conn, roomId: string): Promise<RoomRow[]> {
  return conn.query<RoomRow>(`${ROOM_SELECT} where rm.room_id = $1`, [roomId]);
}

/** The member's rooms for the export of their data, the peer as their profile shows them. */
export const roomsForExport = (conn: Conn, userId: string, cap: number) =>
  conn.query(
    `select r.id, r.post_id as "postId", p.title as "postTitle", u.id as "peerId", u.username as "peerUsername",
            u.fullname as "peerFullname", r.created_at as "createdAt", m.hidden_at as "hiddenAt"
       from room_members m join rooms r on r.id = m.room_id join users u on u.id = m.peer_id
       left join posts p on p.id = r.post_id
      where m.user_id = $1 order by r.last_message_at desc limit $2`,
    [userId, cap],
  );
