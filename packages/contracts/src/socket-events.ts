// The socket's event table: each event the server pushes, by name, with its payload's schema
// (docs/product/conversations-and-notifications.md#real-time-events). The API's `Server<…>` and the
// browser's socket are typed from it, so an emit and its handler cannot disagree. The browser takes
// only its types (`import type`: no zod in the page) and the names from the schema-free socket.ts.
import { MessageSchema, RoomSchema } from './chat.ts';
import { NotificationSchema } from './notifications.ts';
import type { CLIENT_SOCKET_EVENTS } from './socket.ts';
import { SOCKET_EVENTS, type SocketEventName } from './socket.ts';
import { z } from './zod.ts';

/**
 * A room changed. Since docs/decisions/0061 it carries the room as the receiving member's list shows
 * it (`room`), or `removed` when they deleted it for themselves, so a page updates without asking;
 * both optional, and a bare `{ roomId }` still means "read it again".
 */
export const RoomUpdateEventSchema = z.object({
  roomId: z.string(),
  room: RoomSchema.optional(),
  removed: z.literal(true).optional(),
});
/** The page has shown the room's messages up to `seq` (the reader is looking at them). */
export const RoomReadEventSchema = z.object({
  roomId: z.string().min(1).max(64),
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
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

/**
 * A page writes over HTTP (docs/decisions/0012), with one exception: it says it has read a room,
 * which asks for no answer (docs/decisions/0061-chat-from-the-socket.md).
 */
export type ClientToServerEvents = {
  [CLIENT_SOCKET_EVENTS.roomRead]: (payload: z.input<typeof RoomReadEventSchema>) => void;
};
