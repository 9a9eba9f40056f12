// Real socket.io clients for API tests: connect to a listening test app, wait for an event, close
// every client at the end. One place for what the socket tests repeat.
import { io, type Socket } from 'socket.io-client';
import { SOCKET_EVENTS, SOCKET_PATH } from '@souqna/contracts';

export function socketClients() {
  const open: Socket[] = [];
  return {
    /**
     * A connected client of `url` with `token` (none: a guest), or the connection's error. It
     * resolves once the server has sent the starting unseen count that every new socket gets, so a
     * test's next event is never that one.
     */
    connect(url: string, token?: string): Promise<Socket> {
      const socket = io(url, { path: SOCKET_PATH, auth: token ? { token } : {}, transports: ['websocket'] });
      open.push(socket);
      return new Promise((resolve, reject) => {
        socket.once(SOCKET_EVENTS.unseenCount, () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
    closeAll: () => open.forEach((s) => s.close()),
  };
}

/** The payload of the next `event` this socket receives. */
export const nextEvent = (socket: Socket, event: string) =>
  new Promise<unknown>((resolve) => socket.once(event, (...args: unknown[]) => resolve(args[0])));
