// What the socket pushes, driven by the domain events (docs/decisions/0012): the socket never
// learns of a change before it has committed. Chat and notifications add their events here.
import { SOCKET_EVENTS } from '@souqna/contracts';
import type { Server } from 'socket.io';
import type { Deps } from '../context.ts';
import type { EventBus } from '../events/event-bus.ts';
import { messageForPush, roomMemberIds } from '../features/chat/chat.public.ts';
import { notificationsForPush } from '../features/notifications/notifications.public.ts';
import { countUnseenMessages } from '../lib/unseen-messages.ts';

/** Everything the socket pushes: sessions, notifications and chat (app.ts calls this once). */
export function pushDomainEvents(deps: Pick<Deps, 'events' | 'sql'>, io: Server): void {
  pushSessions(deps.events, io);
  pushNotifications(deps, io);
  pushChat(deps, io);
}

function pushSessions(events: EventBus, io: Server): void {
  // A signed-out or reset session must stop receiving at once: tell the page, then drop the socket.
  events.subscribe('session.revoked', ({ userId, jti }) => {
    const room = jti ? `session:${jti}` : `user:${userId}`;
    io.to(room).emit(SOCKET_EVENTS.sessionRevoked, {});
    io.in(room).disconnectSockets(true);
  });
}

/** Each new notification, as the API answers it, to its recipient's sockets only. */
function pushNotifications(deps: Pick<Deps, 'events' | 'sql'>, io: Server): void {
  const push = async (ids: string[]) => {
    for (const { recipientId, notification } of await notificationsForPush(deps.sql, ids))
      io.to(`user:${recipientId}`).emit(SOCKET_EVENTS.notificationNew, notification);
  };
  deps.events.subscribe('notification.created', ({ notificationId }) => push([notificationId]));
  deps.events.subscribe('notifications.created', ({ notificationIds }) => push(notificationIds));
}

/**
 * Chat (docs/product/conversations-and-notifications.md#real-time-events): the message to both
 * members' sockets, room:update to both, and the recipient's (or reader's) new unseen count, all
 * read from the database after commit. A client that missed any of it catches up over HTTP.
 */
function pushChat(deps: Pick<Deps, 'events' | 'sql'>, io: Server): void {
  const pushCount = async (userId: string) =>
    io
      .to(`user:${userId}`)
      .emit(SOCKET_EVENTS.unseenCount, { count: await countUnseenMessages(deps.sql, userId) });
  deps.events.subscribe('message.created', async ({ messageId, roomId, senderId, recipientId }) => {
    const message = await messageForPush(deps.sql, messageId);
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
