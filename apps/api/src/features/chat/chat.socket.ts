// What a page says over its socket (docs/decisions/0061-chat-from-the-socket.md): only that it has
// shown a room's messages up to one of them. Everything else it writes goes over HTTP.
import { CLIENT_SOCKET_EVENTS, RoomReadEventSchema } from '@souqna/contracts';
import type { Deps } from '../../context.ts';
import type { SocketServer } from '../../plugins/socket.ts';
import { readUpTo } from './rooms.service.ts';

/**
 * One read in progress per socket: a page that says it faster than the database answers has the
 * later ones dropped (the next says it again), so a socket costs at most one query at a time.
 */
export function chatSocketHandlers(deps: Pick<Deps, 'sql' | 'events'>, io: SocketServer) {
  io.on('connection', (socket) => {
    let busy = false;
    socket.on(CLIENT_SOCKET_EVENTS.roomRead, (payload) => {
      const userId = socket.data.userId;
      const read = RoomReadEventSchema.safeParse(payload);
      if (!userId || !read.success || busy) return;
      busy = true;
      readUpTo(deps, userId, read.data.roomId, read.data.seq)
        .catch(() => undefined)
        .finally(() => (busy = false));
    });
  });
}
