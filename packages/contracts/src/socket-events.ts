// The socket's event table: each event the server pushes, by name, with its payload's schema
// (docs/product/conversations-and-notifications.md#real-time-events). The API's `Server<…>` and the
// browser's socket are typed from it, so an emit and its handler cannot disagree. The browser takes
// only its types (`import type`: no zod in the page) and the names from the schema-free socket.ts.
import { MessageSchema } from './chat.ts';
import { NotificationSchema } from './notifications.ts';
import { SOCKET_EVENTS, type SocketEventName } from './socket.ts';
import { z } from './zod.ts';

export const RoomUpdateEventSchema = z.object({ roomId: z.string() });
export const UnseenCountEventSchema = z.object({ count: z.number().int().min(0) });
/** Nothing but itself: the page reloads signed out. */
export const SessionRevokedEventSchema = z.strictObject({});

export const socketEvents = {
  /** The message as GET /api/message/:id answers it, to both members. */
  [SOCKET_EVENTS.messageNew]: MessageSchema,
  /** A room changed (a message, a read, a delete for me): whoever shows it reads it again. */
  [SOCKET_EVENTS.roomUpdate]: RoomUpdateEventSchema,
  /** The member's unseen-messages count, read after the change. */
  [SOCKET_EVENTS.unseenCount]: UnseenCountEventSchema,
  /** The notification as the list answers it, to its recipient only. */
  [SOCKET_EVENTS.notificationNew]: NotificationSchema,
  [SOCKET_EVENTS.sessionRevoked]: SessionRevokedEventSchema,
} satisfies Record<SocketEventName, z.ZodType>;

/** The payload of one event, as sent and as received. */
export type SocketPayload<E extends SocketEventName> = z.output<(typeof socketEvents)[E]>;

/** The server's pushes: Socket.IO's emit map on the server, its listen map in the browser. */
export type ServerToClientEvents = { [E in SocketEventName]: (payload: SocketPayload<E>) => void };

/** None: a page only listens, and whatever it sends goes over HTTP (docs/decisions/0012). */
export type ClientToServerEvents = Record<never, never>;
