// What the socket pushes, driven by the domain events (docs/decisions/0012): the socket never
// learns of a change before it has committed. Chat and notifications add their events here.
import { SOCKET_EVENTS } from '@souqna/contracts';
import type { Deps } from '../context.ts';
import type { EventBus } from '../events/event-bus.ts';
import { messageForPush, roomMemberIds } from '../features/chat/chat.public.ts';
import { notificationsForPush } from '../features/notifications/notifications.public.ts';
import { countUnseenMessages } from '../lib/unseen-messages.ts';
import { NOTIFICATIONS_BETWEEN_INSTANCES, type SocketServer } from './socket.ts';

/**
 * Everything the socket pushes: sessions, notifications and chat (app.ts calls this once).
 * `clustered`: other instances share events through the Redis adapter.
 */
export function pushDomainEvents(
  deps: Pick<Deps, 'events' | 'sql' | 'storage'>,
  io: SocketServer,
  clustered = false,
): void {
  pushSessions(deps.events, io);
  pushNotifications(deps, io, clustered);
  pushChat(deps, io);
}

function pushSessions(events: EventBus, io: SocketServer): void {
  // A signed-out, reset or banned session must stop receiving at once: tell the page, then drop
  // the socket. The page that changed the password is spared: it goes on with its new token.
  events.subscribe('session.revoked', ({ userId, jti, exceptJti }) => {
    const room = jti ? `session:${jti}` : `user:${userId}`;
    const spared = exceptJti ? [`session:${exceptJti}`] : [];
    io.to(room).except(spared).emit(SOCKET_EVENTS.sessionRevoked, {});
    io.in(room).except(spared).disconnectSockets(true);
  });
}

/**
 * Each new notification, as the API answers it, to its recipient's sockets only. Each instance
 * delivers to the recipients connected to it: a fan-out to 100,000 followers costs one message per
 * batch between instances and a read of those online, not one Redis publish per follower whether
 * online or not (docs/decisions/0020).
 */
function pushNotifications(deps: Pick<Deps, 'events' | 'sql'>, io: SocketServer, clustered: boolean): void {
  const local = io.of('/').adapter;
  const online = (userId: string) => (local.rooms.get(`user:${userId}`)?.size ?? 0) > 0;
  const deliverHere = async (ids: string[]) => {
    for (const { recipientId, notification } of await notificationsForPush(deps.sql, ids, online))
      io.local.to(`user:${recipientId}`).emit(SOCKET_EVENTS.notificationNew, notification);
  };
  if (clustered) io.on(NOTIFICATIONS_BETWEEN_INSTANCES, (ids) => void deliverHere(ids).catch(() => {}));
  const push = async (ids: string[]) => {
    if (clustered) io.serverSideEmit(NOTIFICATIONS_BETWEEN_INSTANCES, ids);
    await deliverHere(ids);
  };
  deps.events.subscribe('notification.created', ({ notificationId }) => push([notificationId]));
  deps.events.subscribe('notifications.created', ({ notificationIds }) => push(notificationIds));
}

/**
 * Chat (docs/product/conversations-and-notifications.md#real-time-events): the message to both
 * members' sockets, room:update to both, and the recipient's (or reader's) new unseen count, all
 * read from the database after commit. A client that missed any of it catches up over HTTP.
 */
function pushChat(deps: Pick<Deps, 'events' | 'sql' | 'storage'>, io: SocketServer): void {
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
  deps.events.subscribe('message.created', async ({ messageId, roomId, senderId, recipientId }) => {
    const message = await messageForPush(deps.sql, deps.storage, messageId);
    if (!message) return;
    const both = [`user:${senderId}`, `user:${recipientId}`];
    io.to(both).emit(SOCKET_EVENTS.messageNew, message);
    io.to(both).emit(SOCKET_EVENTS.roomUpdate, { roomId });
    await pushCount(recipientId);
  });
  deps.events.subscribe('room.read', async ({ roomId, userId, deleted }) => {
    // After a read the other member learns their messages were read (read ticks); a delete-for-me
    // is nobody else's business: only the deleter's other tabs hear of it.
    const members = deleted ? [userId] : await roomMemberIds(deps.sql, roomId);
    io.to(members.map((id) => `user:${id}`)).emit(SOCKET_EVENTS.roomUpdate, { roomId });
    await pushCount(userId);
  });
}
