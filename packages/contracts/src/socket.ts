// Socket.IO event names (docs/product/conversations-and-notifications.md#real-time-events): the server pushes these after a write commits.
// Schema-free so that the browser's socket chunk carries no zod; each event's payload schema is in
// socket-events.ts, the table both ends are typed with.
export const SOCKET_EVENTS = {
  messageNew: 'message:new',
  roomUpdate: 'room:update',
  unseenCount: 'unseen:count',
  notificationNew: 'notification:new',
  sessionRevoked: 'session:revoked',
} as const;
export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS];
/**
 * What a page says over its socket: only that it has shown a room's messages up to one of them,
 * which needs no answer and is harmless to lose (docs/decisions/0061-chat-from-the-socket.md).
 */
export const CLIENT_SOCKET_EVENTS = { roomRead: 'room:read' } as const;
export const SOCKET_PATH = '/socket.io';
