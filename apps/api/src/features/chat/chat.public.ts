// What the socket plugin reads to push chat events (plugins/socket-events.ts): built from the
// database after commit, so a push never shows what was not written.
import type { Database } from '../../db/client.ts';
import { toMessage } from './chat-answers.ts';
import { findMessage } from './messages.queries.ts';

/** The message as GET /api/message/:id answers it, or undefined when it is gone. */
export async function messageForPush(sql: Database, messageId: string) {
  const row = await findMessage(sql, messageId);
  return row && toMessage(row);
}

/** Both members of a room (for room:update). */
export async function roomMemberIds(sql: Database, roomId: string): Promise<string[]> {
  const rows = await sql.query<{ user_id: string }>('select user_id from room_members where room_id = $1', [
    roomId,
  ]);
  return rows.map((r) => r.user_id);
}
