// Socket.IO event names (decisions §5): the server pushes these after a write commits.
export const SOCKET_EVENTS = {
  messageNew: 'message:new',
  roomUpdate: 'room:update',
  unseenCount: 'unseen:count',
  notificationNew: 'notification:new',
  sessionRevoked: 'session:revoked',
} as const;
export const SOCKET_PATH = '/socket.io';
