// The socket itself, in its own chunk: only a signed-in page downloads socket.io-client
// (docs/decisions/0008: the guests' home page budget). Same origin, so the httpOnly cookie
// authenticates it; the page never holds the token.
import { io, type Socket } from 'socket.io-client';
import { CLIENT_SOCKET_EVENTS, SOCKET_EVENTS, SOCKET_PATH } from '@souqna/contracts/socket';
// Types only: the event table's schemas (zod) stay out of the page.
import type { ClientToServerEvents, ServerToClientEvents } from '@souqna/contracts/socket-events';
import type { LiveSink } from './live.ts';

/** Long enough for the page that changed its password to hold its new cookie. */
const RECONNECT_MS = 1500;

export function connectLive(sink: LiveSink): () => void {
  // WebSocket only, as the server: any worker or instance can take it, no sticky sessions
  // (docs/decisions/0032-workers-and-instances.md).
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    path: SOCKET_PATH,
    withCredentials: true,
    transports: ['websocket'],
  });
  // Marked on the page too: browser tests wait for it as a person waits for the page to come alive.
  const mark = (state: string) => (document.documentElement.dataset.live = state);
  socket.on('connect', () => {
    sink.set({ online: true });
    mark('online');
    // Whatever was written between the page's render (or the drop) and now is read over HTTP.
    sink.emit({ type: 'resync' });
  });
  socket.on('disconnect', (reason) => {
    sink.set({ online: false });
    mark('offline');
    // The server drops a socket whose token died (a password change on this page, an expiry) and
    // socket.io leaves it closed: try again shortly with whatever the cookie holds now. A dead
    // token is refused at the handshake, so this never loops.
    if (reason === 'io server disconnect') window.setTimeout(() => socket.connect(), RECONNECT_MS);
  });
  socket.on(SOCKET_EVENTS.messageNew, (message) => sink.emit({ type: 'message', message }));
  socket.on(SOCKET_EVENTS.roomUpdate, ({ roomId, room, removed }) =>
    sink.emit({ type: 'room', roomId, ...(room && { room }), ...(removed && { removed }) }),
  );
  // Said only while connected: a read said into a dead socket would be lost anyway.
  sink.setReader(
    (roomId, seq) => socket.connected && socket.emit(CLIENT_SOCKET_EVENTS.roomRead, { roomId, seq }),
  );
  socket.on(SOCKET_EVENTS.unseenCount, ({ count }) => sink.set({ unseen: count }));
  socket.on(SOCKET_EVENTS.notificationNew, (notification) => {
    sink.set({ newNotifications: sink.get().newNotifications + 1, newestKind: notification.kind });
    sink.emit({ type: 'notification', notification });
  });
  // Signed out on another tab or device: show this page signed out too.
  socket.on(SOCKET_EVENTS.sessionRevoked, () => window.location.reload());
  // A phone that slept may hold a socket that silently died: check in when the tab is seen again.
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    if (socket.connected) sink.emit({ type: 'resync' });
    else socket.connect();
  };
  const onOnline = () => (socket.connected ? sink.emit({ type: 'resync' }) : socket.connect());
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onOnline);
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', onOnline);
    sink.setReader(null);
    socket.close();
    delete document.documentElement.dataset.live;
  };
}
