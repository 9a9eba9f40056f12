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
export const SOCKET_PATH = '/socket.io';
