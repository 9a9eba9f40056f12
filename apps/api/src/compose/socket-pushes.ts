// What the socket pushes, driven by the domain events after commit (docs/decisions/0012): the
// socket never learns of a change before it has committed. subscriptions.ts says which event calls
// which of these; here is how each reaches the sockets.
import { SOCKET_EVENTS } from '@souqna/contracts';
import type { Deps } from '../context.ts';
import type { DomainEvents } from '../events/domain-events.ts';
import { messageForPush, roomsForPush } from '../features/chat/chat.public.ts';
import { notificationsForPush } from '../features/notifications/notifications.public.ts';
import { countUnseenMessages } from '../domain/unseen-messages.ts';
import { NOTIFICATIONS_BETWEEN_INSTANCES, type SocketServer } from '../plugins/socket.ts';

export type SocketPushes = ReturnType<typeof socketPushes>;

/**
 * A committed message whose read for its push failed (under overload, a wait for a pooled
 * connection past its bound) is read once more after this pause, then given up: the page catches
 * up over HTTP as after any missed push (docs/decisions/0065-chat-at-scale.md).
 */
export const MESSAGE_PUSH_RETRY_MS = 1_000;

/**
 * The socket's reactions (app.ts makes them once the socket exists).
 * `clustered`: other instances share events through the Redis adapter.
 */
export function socketPushes(deps: Pick<Deps, 'sql' | 'storage'>, io: SocketServer, clustered = false) {
  const notify = notificationPushes(deps, io, clustered);
  const chat = chatPushes(deps, io);
  return {
    /**
     * A signed-out, reset or banned session must stop receiving at once: tell the page, then drop
     * the socket. The page that changed the password (or signed out everywhere) is not told, as it
     * goes on by itself with its new token (or leaves), but its socket is dropped all the same: it
     * was opened with a token that just died (the page reconnects with its new one).
     */
    endSession({ userId, jti, exceptJti }: DomainEvents['session.revoked']) {
      const room = jti ? `session:${jti}` : `user:${userId}`;
      const spared = exceptJti ? [`session:${exceptJti}`] : [];
      io.to(room).except(spared).emit(SOCKET_EVENTS.sessionRevoked, {});
      io.in(room).disconnectSockets(true);
    },
    notify,
    ...chat,
  };
}

/**
 * Each new notification, as the API answers it, to its recipient's sockets only. Each instance
 * delivers to the recipients connected to it: a fan-out to 100,000 followers costs one message per
 * batch between instances and a read of those online, not one Redis publish per follower whether
 * online or not (docs/decisions/0020).
 */
function notificationPushes(deps: Pick<Deps, 'sql'>, io: SocketServer, clustered: boolean) {
  const local = io.of('/').adapter;
  const online = (userId: string) => (local.rooms.get(`user:${userId}`)?.size ?? 0) > 0;
  const deliverHere = async (ids: string[]) => {
    for (const { recipientId, notification } of await notificationsForPush(deps.sql, ids, online))
      io.local.to(`user:${recipientId}`).emit(SOCKET_EVENTS.notificationNew, notification);
  };
  if (clustered) io.on(NOTIFICATIONS_BETWEEN_INSTANCES, (ids) => void deliverHere(ids).catch(() => {}));
  return async (ids: string[]) => {
    if (clustered) io.serverSideEmit(NOTIFICATIONS_BETWEEN_INSTANCES, ids);
    await deliverHere(ids);
  };
}

/**
 * Chat (docs/product/conversations-and-notifications.md#real-time-events): the message to both
 * members' sockets, room:update to both (each with the room as their own list shows it, so a page
 * asks nothing: docs/decisions/0061), and the recipient's (or reader's) new unseen count, all read
 * from the database after commit. A client that missed any of it catches up over HTTP.
 */
function chatPushes(deps: Pick<Deps, 'sql' | 'storage'>, io: SocketServer) {
  // Both members' views in one read: a message costs one pooled query fewer, a read two fewer
  // (docs/decisions/0065-chat-at-scale.md). `to`: who is told, each with their own view (or a bare
  // "read it again" for one the room no longer has); by default every member.
  const pushRooms = async (roomId: string, to?: string[]) => {
    const rooms = await roomsForPush(deps.sql, deps.storage, roomId);
    for (const userId of to ?? rooms.keys()) {
      const room = rooms.get(userId);
      io.to(`user:${userId}`).emit(SOCKET_EVENTS.roomUpdate, room ? { roomId, room } : { roomId });
    }
  };
  const pushCount = async (userId: string) =>
    io
      .to(`user:${userId}`)
      .emit(SOCKET_EVENTS.unseenCount, { count: await countUnseenMessages(deps.sql, userId) });
  // A socket that just connected (a new tab, or back from a drop) starts from the true count.
  io.on('connection', (socket) => {
    const { userId } = socket.data;
    if (userId)
      void countUnseenMessages(deps.sql, userId)
        .then((count) => socket.emit(SOCKET_EVENTS.unseenCount, { count }))
        .catch(() => undefined);
  });
  return {
    async chatMessage({ messageId, roomId, senderId, recipientId }: DomainEvents['message.created']) {
      const read = () => messageForPush(deps.sql, deps.storage, messageId, recipientId);
      const message = await read().catch(async () => {
        await new Promise((r) => setTimeout(r, MESSAGE_PUSH_RETRY_MS));
        return read();
      });
      if (!message) return;
      // Each member's copy: only the recipient's carries the safety signals (docs/product/safety.md).
      io.to(`user:${senderId}`).emit(SOCKET_EVENTS.messageNew, message.sender);
      io.to(`user:${recipientId}`).emit(SOCKET_EVENTS.messageNew, message.recipient);
      await pushRooms(roomId, [senderId, recipientId]);
      await pushCount(recipientId);
    },
    async roomRead({ roomId, userId, deleted }: DomainEvents['room.read']) {
      // After a read the other member learns their messages were read (read ticks); a delete-for-me
      // is nobody else's business: only the deleter's other tabs hear of it.
      if (deleted) io.to(`user:${userId}`).emit(SOCKET_EVENTS.roomUpdate, { roomId, removed: true });
      else await pushRooms(roomId);
      await pushCount(userId);
    },
  };
}
