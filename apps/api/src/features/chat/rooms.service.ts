// Rooms (docs/product/conversations-and-notifications.md#rooms): a room is between two members,
// usually about an ad; only its two members learn that it exists.
import type { AuthUser, Deps } from '../../context.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { timePage } from '../../lib/cursor.ts';
import { findPostRow, findUserRow } from '../../domain/lookups.ts';
import { countUnseenMessages } from '../../domain/unseen-messages.ts';
import { assertNoBlockBetween } from '../../policies/blocks.ts';
import { ROOM_MESSAGES } from '@souqna/contracts';
import { toMessage, toRoom } from './chat-answers.ts';
import { messagePage } from './messages.queries.ts';
import {
  findRoom,
  hideRoom,
  markRead,
  membership,
  openRoom as upsertRoom,
  roomPage,
} from './rooms.queries.ts';

/** The caller's membership, or NotFoundError: a stranger cannot tell a room from no room. */
export async function memberOf(deps: Deps, viewer: AuthUser, roomId: string) {
  const member = isUuid(roomId) ? await membership(deps.sql, viewer.id, roomId) : undefined;
  if (!member) throw new AppError('NotFoundError');
  return member;
}

export async function openRoom(
  deps: Deps,
  viewer: AuthUser,
  input: { userId: string; postId?: string | undefined },
) {
  if (input.userId === viewer.id) throw new AppError('ValidationError', { field: 'userId', reason: 'self' });
  const other = await findUserRow(deps.orm, input.userId);
  if (!other) throw new AppError('NotFoundError');
  let postId: string | null = null;
  if (input.postId) {
    const post = await findPostRow(deps.orm, input.postId);
    if (!post) throw new AppError('NotFoundError');
    // A room about an ad is with its seller: a third member's ad would put words in their mouth.
    if (post.userId !== viewer.id && post.userId !== other.id)
      throw new AppError('ValidationError', { field: 'postId', reason: 'notParticipant' });
    postId = post.id;
  }
  await assertNoBlockBetween(deps.sql, viewer.id, other.id);
  const roomId = await upsertRoom(deps.sql, viewer.id, other.id, postId);
  return getRoom(deps, viewer, roomId);
}

/** The room with its newest messages (spec §3's `messages[]`: docs/decisions/0060-room-messages.md). */
export async function getRoom(deps: Deps, viewer: AuthUser, roomId: string) {
  const row = isUuid(roomId) ? await findRoom(deps.sql, viewer.id, roomId) : undefined;
  if (!row) throw new AppError('NotFoundError');
  const member = await memberOf(deps, viewer, roomId);
  const rows = await messagePage(deps.sql, {
    roomId,
    clearedSeq: member.cleared_seq,
    limit: ROOM_MESSAGES + 1,
  });
  const messages = rows.slice(0, ROOM_MESSAGES).reverse();
  return {
    ...toRoom(row, viewer, deps.storage),
    messages: messages.map((m) => toMessage(m, deps.storage, viewer.id)),
    hasOlderMessages: rows.length > ROOM_MESSAGES,
  };
}

export async function listRooms(
  deps: Deps,
  viewer: AuthUser,
  q: { cursor?: string | undefined; limit: number },
) {
  const { page, nextCursor } = await timePage('rooms', q, (after, limit) =>
    roomPage(deps.sql, viewer.id, after, limit),
  );
  return { rooms: page.map((r) => toRoom(r, viewer, deps.storage)), nextCursor };
}

export async function deleteRoom(deps: Deps, viewer: AuthUser, roomId: string) {
  await memberOf(deps, viewer, roomId);
  await hideRoom(deps.sql, viewer.id, roomId);
  // Its unseen messages left the count with it; the other member is not told (deleted: true).
  deps.events.publish('room.read', { roomId, userId: viewer.id, deleted: true });
  return { roomId, deleted: true as const };
}

/**
 * The page has shown the room up to message `seq` (said over the socket: chat.socket.ts). A room
 * the reader is not in, or a pointer that would not move, changes nothing and says nothing.
 */
export async function readUpTo(
  deps: Pick<Deps, 'sql' | 'events'>,
  userId: string,
  roomId: string,
  seq: number,
) {
  if (!isUuid(roomId) || !(await membership(deps.sql, userId, roomId))) return;
  if (await markRead(deps.sql, userId, roomId, seq)) deps.events.publish('room.read', { roomId, userId });
}

/** Marks every message of the room read for the caller. */
export async function readRoom(deps: Deps, viewer: AuthUser, roomId: string) {
  await memberOf(deps, viewer, roomId);
  if (await markRead(deps.sql, viewer.id, roomId, null))
    deps.events.publish('room.read', { roomId, userId: viewer.id });
  return { roomId, unseenMessagesCount: await countUnseenMessages(deps.sql, viewer.id) };
}
