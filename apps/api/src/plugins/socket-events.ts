// What the socket pushes, driven by the domain events (docs/decisions/0012): the socket never
// learns of a change before it has committed. Chat and notifications add their events here.
import { SOCKET_EVENTS } from '@souqna/contracts';
import type { Server } from 'socket.io';
import type { EventBus } from '../events/event-bus.ts';

export function pushDomainEvents(events: EventBus, io: Server): void {
  // A signed-out or reset session must stop receiving at once: tell the page, then drop the socket.
  events.subscribe('session.revoked', ({ userId, jti }) => {
    const room = jti ? `session:${jti}` : `user:${userId}`;
    io.to(room).emit(SOCKET_EVENTS.sessionRevoked, {});
    io.in(room).disconnectSockets(true);
  });
}
