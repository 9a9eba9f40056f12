// What the socket plugin (plugins/socket-events.ts) and web push (src/push) read of chat: built from the
// database after commit, so a push never shows what was not written.
import type { Storage } from '../../adapters/storage/index.ts';
import type { Database, Row } from '../../db/client.ts';
import { toMessage } from './chat-answers.ts';
import { findMessage } from './messages.queries.ts';

/** The message as GET /api/message/:id answers it, or undefined when it is gone. */
export async function messageForPush(sql: Database, storage: Storage, messageId: string) {
  const row = await findMessage(sql, messageId);
  return row && toMessage(row, storage);
}

/** Both members of a room (for room:update). */
export async function roomMemberIds(sql: Database, roomId: string): Promise<string[]> {
  const rows = await sql.query<{ user_id: string }>('select user_id from room_members where room_id = $1', [
    roomId,
  ]);
  return rows.map((r) => r.user_id);
}

/**
 * The member's rooms and the messages they can still see (after what they cleared), for the export
 * of their data: the peer as their profile shows them, photos as URLs. `cap` bounds the messages.
 */
export async function chatForExport(sql: Database, storage: Storage, userId: string, cap: number) {
  const rooms = await sql.query(
    `select r.id, r.post_id as "postId", p.title as "postTitle", u.id as "peerId", u.username as "peerUsername",
            u.fullname as "peerFullname", r.created_at as "createdAt", m.hidden_at as "hiddenAt"
       from room_members m join rooms r on r.id = m.room_id join users u on u.id = m.peer_id
       left join posts p on p.id = r.post_id
      where m.user_id = $1 order by r.last_message_at desc limit $2`,
    [userId, cap],
  );
  const messages = await sql.query<Row & { image: string | null }>(
    `select x.id, x.room_id as "roomId", x.sender_id = $1 as mine, x.body, x.image_full_key as image,
            x.created_at as "createdAt"
       from room_members m join messages x on x.room_id = m.room_id and x.seq > m.cleared_seq
      where m.user_id = $1 order by x.room_id, x.seq limit $2`,
    [userId, cap],
  );
  return { rooms, messages: messages.map((r) => ({ ...r, image: r.image ? storage.url(r.image) : null })) };
}

/** What a push of a new message shows (src/push): who sent it, its text, whether it has a photo. */
export async function messageForNotice(sql: Pick<Database, 'query'>, messageId: string) {
  const [row] = await sql.query<{ roomId: string; senderName: string; body: string; hasImage: boolean }>(
    `select m.room_id as "roomId", u.fullname as "senderName", m.body,
            m.image_full_key is not null as "hasImage"
       from messages m join users u on u.id = m.sender_id where m.id = $1`,
    [messageId],
  );
  return row;
}
