// Signed-in sockets as the web app opens them, for the chat parts (chat.ts, chat-scale.ts).
import { io, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '@souqna/contracts';

/**
 * A signed-in socket (auth.token), WebSocket transport only. `reconnect`: off for the scale part,
 * where a dropped socket is counted rather than quietly replaced.
 */
export function connect(base: string, token: string, reconnect = true): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(base, {
      path: SOCKET_PATH,
      auth: { token },
      transports: ['websocket'],
      reconnection: reconnect,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.disconnect();
      reject(err);
    });
  });
}
