// Messages (docs/product/conversations-and-notifications.md#messages): written over HTTP, then the
// socket rings (message.created, in the message's transaction: its push job commits with it); the database is the truth a client catches up from.
import { randomUUID } from 'node:crypto';
import { MESSAGE_MIN, MESSAGES, messageSignals, type SendMessage } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import type { IncomingFile } from '../../plugins/uploads.ts';
import { toMessage } from './chat-answers.ts';
import { photoFile, removePhoto, storePhoto } from './message-photos.ts';
import { checkSender } from './message-safety.ts';
import { findMessage, findSent, insertMessage, messagePage } from './messages.queries.ts';
import { markRead } from './rooms.queries.ts';
import { assertNoBlockBetween } from '../../policies/blocks.ts';
import { memberOf } from './rooms.service.ts';

/**
 * Text, a photo (`image` file part) or both; a replayed clientId answers the first message. Without
 * a clientId (optional: shared/decisions.md §8) the message gets a key of its own: never deduplicated.
 */
export async function sendMessage(deps: Deps, viewer: AuthUser, input: SendMessage, files: IncomingFile[]) {
  const file = photoFile(files);
  // The schema lets body be empty because only here is it known whether a photo came with it.
  if (!file && input.body.length < MESSAGE_MIN)
    throw new AppError('ValidationError', {
      field: 'body',
      issues: [{ path: 'body', message: MESSAGES.required }],
    });
  const member = await memberOf(deps, viewer, input.roomId);
  await assertNoBlockBetween(deps.sql, viewer.id, member.peer_id);
  const sent = { roomId: input.roomId, senderId: viewer.id, clientId: input.clientId ?? randomUUID() };
  // A retry after a lost answer must not encode and store the photo a second time.
  const earlier = file && input.clientId ? await findSent(deps.sql, sent) : undefined;
  if (earlier) return toMessage(earlier, deps.storage, viewer.id);
  // A sender the safety guard slowed down (docs/decisions/0054) is TooManyRequestsError past its pace.
  await deps.limits.messageSend(viewer.id);
  const signals = messageSignals(input.body);
  const photo = file ? await storePhoto(deps.storage, file) : null;
  let result;
  try {
    // The message and its web push's job (and a safety flag's) commit together (compose/subscriptions.ts).
    result = await deps.sql.transaction(async (tx) => {
      const written = await insertMessage(tx, { ...sent, body: input.body, photo, signals });
      if (!written.created) return { ...written, slow: false };
      await deps.events.publish(
        'message.created',
        {
          messageId: written.row.id,
          roomId: written.row.room_id,
          senderId: viewer.id,
          recipientId: member.peer_id,
        },
        tx,
      );
      return { ...written, slow: await checkSender(deps, tx, viewer.id, signals) };
    });
  } catch (err) {
    if (photo) await removePhoto(deps.storage, photo);
    throw err;
  }
  const { row, created, slow } = result;
  if (slow) await deps.limits.slowSender(viewer.id);
  if (!created && photo) await removePhoto(deps.storage, photo); // a concurrent retry won the insert
  return toMessage(row, deps.storage, viewer.id);
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
  return { items: page.map((r) => toMessage(r, deps.storage, viewer.id)), hasMore: rows.length > q.limit };
}

export async function getMessage(deps: Deps, viewer: AuthUser, id: string) {
  const row = isUuid(id) ? await findMessage(deps.sql, id) : undefined;
  if (!row) throw new AppError('NotFoundError');
  const member = await memberOf(deps, viewer, row.room_id);
  // Deleted for me is gone for me.
  if (Number(row.seq) <= member.cleared_seq) throw new AppError('NotFoundError');
  return toMessage(row, deps.storage, viewer.id);
}
