// Socket.IO event names (docs/product/conversations-and-notifications.md#real-time-events): the server pushes these after a write commits.
export const SOCKET_EVENTS = {
  messageNew: 'message:new',
  roomUpdate: 'room:update',
  unseenCount: 'unseen:count',
  notificationNew: 'notification:new',
  sessionRevoked: 'session:revoked',
} as const;
export const SOCKET_PATH = '/socket.io';
