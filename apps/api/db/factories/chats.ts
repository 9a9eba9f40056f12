// Builders for chat rooms about an ad and their messages, in batches: the demo seed's deals behind
// its reviews (a message each way makes a deal: policies/reviews.ts). Rows as the chat feature
// leaves them (features/chat/*.queries.ts): the room's last_seq and last_message_at at its newest
// message, and both members have read it all, as after an old conversation.
import crypto from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { messages, roomMembers, rooms } from '../../src/db/schema.ts';
import { type DbLike } from './db-like.ts';

export type ChatLine = { senderId: string; body: string; createdAt: Date };
/** Two members about one ad; `lines` oldest first, at least one. */
export type ChatInput = { postId: string; members: [string, string]; lines: ChatLine[] };

const keyOf = (low: string, high: string, postKey: string) => `${low}:${high}:${postKey}`;

/**
 * Writes the rooms not there yet with their messages, in a few statements whatever the count.
 * The room id of each chat, or null where the pair already had a room about that ad (left as is).
 */
export async function createChats(dbLike: DbLike, list: ChatInput[]): Promise<(string | null)[]> {
  if (!list.length) return [];
  const db = dbLike.orm;
  const values = list.map(({ postId, members, lines }) => {
    const [userLow, userHigh] = [...members].sort() as [string, string];
    const createdAt = lines[0]!.createdAt;
    const lastMessageAt = lines.at(-1)!.createdAt;
    return { userLow, userHigh, postId, postKey: postId, createdAt, lastMessageAt };
  });
  const made = await db
    .insert(rooms)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: rooms.id, low: rooms.userLow, high: rooms.userHigh, postKey: rooms.postKey });
  const byKey = new Map(made.map((m) => [keyOf(m.low, m.high, m.postKey), m.id]));
  const ids = values.map((v) => byKey.get(keyOf(v.userLow, v.userHigh, v.postKey)) ?? null);
  const written = list.flatMap((chat, i) => (ids[i] ? [{ chat, roomId: ids[i] }] : []));
  if (!written.length) return ids;
  const roomIds = written.map((w) => w.roomId);
  await db.insert(roomMembers).values(
    written.flatMap(
      ({
        chat: {
          members: [a, b],
        },
        roomId,
      }) => [
        { roomId, userId: a, peerId: b },
        { roomId, userId: b, peerId: a },
      ],
    ),
  );
  // Oldest first across the rooms: seq follows time within each room, and the answer-time trigger
  // (migration 0028, chat_reply_times) sees every buyer's question before the seller's answer.
  const lines = written
    .flatMap(({ chat, roomId }) => chat.lines.map((l) => ({ roomId, ...l, clientId: crypto.randomUUID() })))
    .sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
  await db.insert(messages).values(lines);
  await db
    .update(rooms)
    .set({ lastSeq: sql`(select max(m.seq) from messages m where m.room_id = rooms.id)` })
    .where(inArray(rooms.id, roomIds));
  await db
    .update(roomMembers)
    .set({ lastReadSeq: sql`(select r.last_seq from rooms r where r.id = room_members.room_id)` })
    .where(inArray(roomMembers.roomId, roomIds));
  return ids;
}
