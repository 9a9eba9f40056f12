// Messages: the idempotent send and the keyset pages of a room (SQL only).
import type { Connection, Row } from '../../db/client.ts';
import type { StoredPhoto } from './message-photos.ts';

type Conn = Pick<Connection, 'query'>;

export type MessageRow = {
  id: string;
  seq: string | number;
  room_id: string;
  sender_id: string;
  client_id: string;
  body: string;
  /** All four set for a photo message, all null otherwise (messages_image_whole). */
  image_thumbnail_key: string | null;
  image_full_key: string | null;
  image_width: number | null;
  image_height: number | null;
  created_at: Date | string;
  /** What the safety rules found in the body (docs/product/safety.md); empty for most messages. */
  safety_signals: string[];
};
const COLUMNS = `id, seq, room_id, sender_id, client_id, body,
  image_thumbnail_key, image_full_key, image_width, image_height, created_at, safety_signals`;
type Sent = { roomId: string; senderId: string; clientId: string };

/**
 * Writes the message in one statement: the room row is locked first, so within a room messages
 * take their seq in commit order (an `after` cursor never skips one committed later), and the
 * room's activity and the sender's read pointer move with it. `created` is false when this
 * (room, sender, clientId) was already sent: the first message comes back unchanged.
 */
export async function insertMessage(
  conn: Conn,
  m: Sent & { body: string; photo: StoredPhoto | null; signals: readonly string[] },
): Promise<{ row: MessageRow; created: boolean }> {
  const [inserted] = await conn.query<MessageRow>(
    `with locked as (select id from rooms where id = $1 for update),
     ins as (
       insert into messages (room_id, sender_id, client_id, body,
                             image_thumbnail_key, image_full_key, image_width, image_height, safety_signals)
       select id, $2, $3, $4, $5, $6, $7, $8, $9::text[] from locked
       on conflict (room_id, sender_id, client_id) do nothing
       returning ${COLUMNS}
     ), room as (
       update rooms r set last_seq = ins.seq, last_message_at = ins.created_at from ins where r.id = ins.room_id
     ), mine as (
       update room_members rm set last_read_seq = ins.seq
         from ins where rm.room_id = ins.room_id and rm.user_id = ins.sender_id
     )
     select ${COLUMNS} from ins`,
    [
      m.roomId,
      m.senderId,
      m.clientId,
      m.body,
      m.photo?.thumbnailKey ?? null,
      m.photo?.fullKey ?? null,
      m.photo?.width ?? null,
      m.photo?.height ?? null,
      m.signals,
    ],
  );
  if (inserted) return { row: inserted, created: true };
  return { row: (await findSent(conn, m))!, created: false };
}

/** The message this sender already sent to this room under `clientId`, if any (a retried send). */
export async function findSent(conn: Conn, m: Sent): Promise<MessageRow | undefined> {
  const [row] = await conn.query<MessageRow>(
    `select ${COLUMNS} from messages where room_id = $1 and sender_id = $2 and client_id = $3`,
    [m.roomId, m.senderId, m.clientId],
  );
  return row;
}

/** A message by id, with its seq (for cursors and the visibility of delete-for-me). */
export async function findMessage(conn: Conn, id: string): Promise<MessageRow | undefined> {
  const [row] = await conn.query<MessageRow>(`select ${COLUMNS} from messages where id = $1`, [id]);
  return row;
}

/**
 * A page of the room after `clearedSeq` (what the viewer deleted): after `afterSeq` oldest first,
 * else before `beforeSeq` (or the newest) newest first. One more row than `limit` says there is more.
 */
export function messagePage(
  conn: Conn,
  q: { roomId: string; clearedSeq: number; afterSeq?: number; beforeSeq?: number; limit: number },
) {
  const forward = q.afterSeq !== undefined;
  const params: unknown[] = [q.roomId, Math.max(q.clearedSeq, q.afterSeq ?? 0), q.limit];
  let upper = '';
  if (q.beforeSeq !== undefined) {
    params.push(q.beforeSeq);
    upper = 'and seq < $4';
  }
  return conn.query<MessageRow>(
    `select ${COLUMNS} from messages where room_id = $1 and seq > $2 ${upper}
      order by seq ${forward ? 'asc' : 'desc'} limit $3`,
    params,
  );
}

/** The messages the member can still see (after what they cleared), for the export of their data. */
export const messagesForExport = (conn: Conn, userId: string, cap: number) =>
  conn.query<Row & { image: string | null }>(
    `select x.id, x.room_id as "roomId", x.sender_id = $1 as mine, x.body, x.image_full_key as image,
            x.created_at as "createdAt"
       from room_members m join messages x on x.room_id = m.room_id and x.seq > m.cleared_seq
      where m.user_id = $1 order by x.room_id, x.seq limit $2`,
    [userId, cap],
  );

/** What a push of a new message shows (src/push): who sent it, its text, whether it has a photo. */
export async function messageForNotice(conn: Conn, messageId: string) {
  const [row] = await conn.query<{ roomId: string; senderName: string; body: string; hasImage: boolean }>(
    `select m.room_id as "roomId", u.fullname as "senderName", m.body,
            m.image_full_key is not null as "hasImage"
       from messages m join users u on u.id = m.sender_id where m.id = $1`,
    [messageId],
  );
  return row;
}
