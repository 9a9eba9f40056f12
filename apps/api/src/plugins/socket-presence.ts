// Whether a member has a page of Souqna open right now: a socket in their `user:<id>` room on any
// instance (the Redis adapter asks the others). Web push skips a member who does: their open page
// already shows the message or notification live (docs/decisions/0031-web-push.md).
import type { SocketServer } from './socket.ts';

export type Presence = {
  /** True when the member has a live socket; false on any doubt (a push too many beats one missed). */
  isLive(userId: string): Promise<boolean>;
};

/** Other instances answer within this, or the member counts as not live. */
const ASK_TIMEOUT_MS = 2_000;

/** A presence that knows nobody until the socket server is attached (app.ts creates it first). */
export function createPresence(): Presence & { attach(io: SocketServer): void } {
  let server: SocketServer | null = null;
  return {
    attach(io) {
      server = io;
    },
    async isLive(userId) {
      if (!server) return false;
      try {
        const sockets = await server.in(`user:${userId}`).timeout(ASK_TIMEOUT_MS).fetchSockets();
        return sockets.length > 0;
      } catch {
        return false;
      }
    },
  };
}
