// The /chats page's reads and writes (docs/product/conversations-and-notifications.md#rooms).
import { randomUUID } from 'node:crypto';
import { redirect } from 'react-router';
import { endpoints, type Locale } from '@souqna/contracts';
import { actionError } from '../../lib/action-error.server.ts';
import { ApiCallError, type apiFor } from '../../lib/api.server.ts';
import { localePath } from '../../lib/locale.ts';

type Api = ReturnType<typeof apiFor>;

export const roomHref = (roomId: string, locale: Locale) =>
  `${localePath('/chats', locale)}?room=${encodeURIComponent(roomId)}`;

/**
 * The room named by `?room=` with a page of its messages (reading them marks them read, so the list
 * is asked afterwards and already shows this room as read), or null when none is chosen. A room the
 * viewer is not in, or a cursor that is not one of its messages, is a 404 page.
 */
async function loadThread(api: Api, url: URL) {
  const roomId = url.searchParams.get('room');
  if (!roomId) return null;
  const before = url.searchParams.get('before') || undefined;
  try {
    const [room, page] = await Promise.all([
      api.call(endpoints.getRoom, { params: { roomId } }),
      api.call(endpoints.listMessages, { params: { roomId }, query: { before } }),
    ]);
    // A fresh id per rendered form: a resubmitted form sends the same one and writes nothing new.
    return {
      room,
      messages: page.items,
      hasOlder: page.hasMore,
      paged: Boolean(before),
      clientId: randomUUID(),
    };
  } catch (error) {
    if (error instanceof ApiCallError && error.status < 500) throw new Response(null, { status: 404 });
    throw error;
  }
}

export async function loadChats(api: Api, url: URL) {
  const thread = await loadThread(api, url);
  const cursor = url.searchParams.get('cursor') || undefined;
  const rooms = await api.call(endpoints.listRooms, { query: { cursor } });
  return { thread, rooms: rooms.rooms, nextCursor: rooms.nextCursor };
}

/** intent=send: back to the room on success (post/redirect/get), the typed text kept on an error. */
export async function sendChatMessage(api: Api, fields: Record<string, string>, locale: Locale) {
  const roomId = fields.roomId ?? '';
  try {
    await api.send(endpoints.sendMessage, {
      body: { roomId, body: fields.body ?? '', clientId: fields.clientId ?? '' },
    });
  } catch (error) {
    return actionError(error, { body: fields.body ?? '' });
  }
  throw redirect(roomHref(roomId, locale));
}

/** The ad page's "Message the seller": the room for this buyer, seller and ad, new or existing. */
export async function openSellerRoom(api: Api, postId: string, locale: Locale) {
  try {
    // The seller comes from the ad itself, never from the form.
    const post = await api.call(endpoints.getPost, { params: { id: postId } });
    const room = await api.call(endpoints.openRoom, { body: { userId: post.userId, postId } });
    throw redirect(roomHref(room.roomId, locale));
  } catch (error) {
    if (error instanceof Response) throw error;
    return actionError(error, { intent: 'messageSeller' });
  }
}
