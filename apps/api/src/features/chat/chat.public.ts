// What the socket's pushes (compose/socket-pushes.ts) and web push (compose/push) read of chat: built from the
// database after commit, so a push never shows what was not written.
import type { Storage } from '../../adapters/storage/index.ts';
import type { Database } from '../../db/client.ts';
import { toMessage, toRoom } from './chat-answers.ts';
import { findMessage, messagesForExport } from './messages.queries.ts';
import { roomForEachMember, roomsForExport } from './rooms.queries.ts';
export { chatSocketHandlers } from './chat.socket.ts';
export { messageForNotice } from './messages.queries.ts';

/**
 * The message as GET /api/message/:id answers each member, or undefined when it is gone: the
 * recipient's copy carries the safety signals, the sender's does not.
 */
export async function messageForPush(
  sql: Database,
  storage: Storage,
  messageId: string,
  recipientId: string,
) {
  const row = await findMessage(sql, messageId);
  return (
    row && { sender: toMessage(row, storage, row.sender_id), recipient: toMessage(row, storage, recipientId) }
  );
}

/**
 * The room as each member's list shows it (GET /api/rooms), for room:update to both members
 * (docs/decisions/0061), read in one query: member id → their room. Empty when the room is gone.
 */
export async function roomsForPush(sql: Database, storage: Storage, roomId: string) {
  const rows = await roomForEachMember(sql, roomId);
  return new Map(
    rows.map((r) => [r.member_id, toRoom(r, { id: r.member_id, role: 'user', bannedAt: null }, storage)]),
  );
}

/**
 * The member's rooms and the messages they can still see (after what they cleared), for the export
 * of their data: the peer as their profile shows them, photos as URLs. `cap` bounds the messages.
 */
export async function chatForExport(sql: Database, storage: Storage, userId: string, cap: number) {
  const rooms = await roomsForExport(sql, userId, cap);
  const messages = await messagesForExport(sql, userId, cap);
  return { rooms, messages: messages.map((r) => ({ ...r, image: r.image ? storage.url(r.image) : null })) };
}
