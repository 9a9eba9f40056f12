// Messages (docs/product/conversations-and-notifications.md#messages): written over HTTP, then the
// socket rings (message.created after commit); the database is the truth a client catches up from.
import type { AuthUser, Deps } from '../../context.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { toMessage } from './chat-answers.ts';
import { findMessage, insertMessage, messagePage } from './messages.queries.ts';
import { markRead } from './rooms.queries.ts';
import { assertNotBlocked, memberOf } from './rooms.service.ts';

export async function sendMessage(
  deps: Deps,
  viewer: AuthUser,
  input: { roomId: string; body: string; clientId: string },
) {
  const member = await memberOf(deps, viewer, input.roomId);
  await assertNotBlocked(deps, viewer.id, member.peer_id);
  const { row, created } = await insertMessage(deps.sql, { ...input, senderId: viewer.id });
  if (created)
    deps.events.publish('message.created', {
      messageId: row.id,
      roomId: row.room_id,
      senderId: viewer.id,
      recipientId: member.peer_id,
    });
  return toMessage(row);
}

/** A cursor is a message id of this room the viewer can still see. */
async function cursorSeq(
  deps: Deps,
  roomId: string,
  clearedSeq: number,
  id: string | undefined,
  field: string,
) {
  if (!id) return undefined;
  const row = await findMessage(deps.sql, id);
  if (!row || row.room_id !== roomId || Number(row.seq) <= clearedSeq)
    throw new AppError('ValidationError', { field, issues: [{ path: field, message: 'invalid cursor' }] });
  return Number(row.seq);
}

export async function listMessages(
  deps: Deps,
  viewer: AuthUser,
  roomId: string,
  q: { after?: string | undefined; before?: string | undefined; limit: number },
) {
  const member = await memberOf(deps, viewer, roomId);
  const afterSeq = await cursorSeq(deps, roomId, member.cleared_seq, q.after, 'after');
  const beforeSeq = await cursorSeq(deps, roomId, member.cleared_seq, q.before, 'before');
  const rows = await messagePage(deps.sql, {
    roomId,
    clearedSeq: member.cleared_seq,
    afterSeq,
    beforeSeq,
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  if (afterSeq === undefined) page.reverse();
  // What the viewer was just shown is read (never moves the pointer back when paging older).
  const newest = page.at(-1);
  if (newest && (await markRead(deps.sql, viewer.id, roomId, Number(newest.seq))))
    deps.events.publish('room.read', { roomId, userId: viewer.id });
  return { items: page.map(toMessage), hasMore: rows.length > q.limit };
}

export async function getMessage(deps: Deps, viewer: AuthUser, id: string) {
  const row = isUuid(id) ? await findMessage(deps.sql, id) : undefined;
  if (!row) throw new AppError('NotFoundError');
  const member = await memberOf(deps, viewer, row.room_id);
  // Deleted for me is gone for me.
  if (Number(row.seq) <= member.cleared_seq) throw new AppError('NotFoundError');
  return toMessage(row);
}
