// What the socket pushes, driven by the domain events (docs/decisions/0012): the socket never
// learns of a change before it has committed. Chat and notifications add their events here.
import { SOCKET_EVENTS } from '@souqna/contracts';
import type { Server } from 'socket.io';
import type { Deps } from '../context.ts';
import type { EventBus } from '../events/event-bus.ts';
import { notificationsForPush } from '../features/notifications/notifications.public.ts';

export function pushDomainEvents(events: EventBus, io: Server): void {
  // A signed-out or reset session must stop receiving at once: tell the page, then drop the socket.
  events.subscribe('session.revoked', ({ userId, jti }) => {
    const room = jti ? `session:${jti}` : `user:${userId}`;
    io.to(room).emit(SOCKET_EVENTS.sessionRevoked, {});
    io.in(room).disconnectSockets(true);
  });
}

/** Each new notification, as the API answers it, to its recipient's sockets only. */
export function pushNotifications(deps: Pick<Deps, 'events' | 'sql'>, io: Server): void {
  const push = async (ids: string[]) => {
    for (const { recipientId, notification } of await notificationsForPush(deps.sql, ids))
      io.to(`user:${recipientId}`).emit(SOCKET_EVENTS.notificationNew, notification);
  };
  deps.events.subscribe('notification.created', ({ notificationId }) => push([notificationId]));
  deps.events.subscribe('notifications.created', ({ notificationIds }) => push(notificationIds));
}
