// The /chats page's reads and writes (docs/product/conversations-and-notifications.md#rooms).
import { randomUUID } from 'node:crypto';
import { data, redirect } from 'react-router';
import { MESSAGE_IMAGE_FIELD, endpoints, type Locale } from '@souqna/contracts';
import { actionError } from '../../lib/action-error.server.ts';
import { ApiCallError, type apiFor } from '../../lib/api.server.ts';
import { localePath } from '../../lib/locale.ts';
import { chatErrorKey } from './chat-error-key.ts';
import { roomHref } from './room-href.ts';

type Api = ReturnType<typeof apiFor>;

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

/** actionError, with a block's refusal worded as the closed conversation it is. */
function chatActionError<E extends object>(error: unknown, extra: E) {
  if (error instanceof ApiCallError && error.status < 500) {
    const errorKey = chatErrorKey(error.error.data.reason, '');
    if (errorKey) return data({ ...extra, error: { errorKey } }, { status: error.status });
  }
  return actionError(error, extra);
}

/**
 * intent=send: back to the room on success (post/redirect/get), the typed text kept on an error.
 * A photo goes on to the API as multipart (docs/product/conversations-and-notifications.md#messages).
 */
export async function sendChatMessage(
  api: Api,
  fields: Record<string, string>,
  locale: Locale,
  photo: FormDataEntryValue | null,
) {
  const roomId = fields.roomId ?? '';
  const message = { roomId, body: fields.body ?? '', clientId: fields.clientId ?? '' };
  try {
    if (photo instanceof File && photo.size > 0) {
      const form = new FormData();
      for (const [key, value] of Object.entries(message)) if (value) form.set(key, value);
      form.set(MESSAGE_IMAGE_FIELD, photo);
      // Encoded as a browser would, boundary and all.
      const encoded = new Response(form);
      await api.send(endpoints.sendMessage, {
        raw: {
          payload: new Uint8Array(await encoded.arrayBuffer()),
          contentType: encoded.headers.get('content-type') ?? '',
        },
      });
    } else {
      await api.send(endpoints.sendMessage, { body: message });
    }
  } catch (error) {
    return chatActionError(error, { body: fields.body ?? '' });
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
    return chatActionError(error, { intent: 'messageSeller' });
  }
}

/**
 * The room menu: delete the room for me (then back to the list), or block / unblock its other
 * member. The member comes from the room as the API answers it to this viewer, never from the form.
 */
export async function roomAction(
  api: Api,
  roomId: string,
  intent: 'deleteRoom' | 'block' | 'unblock',
  locale: Locale,
) {
  try {
    const room = await api.call(endpoints.getRoom, { params: { roomId } });
    if (intent === 'deleteRoom') {
      await api.send(endpoints.deleteRoom, { params: { roomId } });
      throw redirect(localePath('/chats', locale));
    }
    const blocking = intent === 'block';
    await api.send(blocking ? endpoints.blockUser : endpoints.unblockUser, {
      params: { userId: room.member._id },
    });
    return { blocked: blocking };
  } catch (error) {
    if (error instanceof Response) throw error;
    return actionError(error);
  }
}
