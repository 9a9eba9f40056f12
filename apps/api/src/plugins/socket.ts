import cluster from 'node:cluster';
import { createAdapter as clusterAdapter } from '@socket.io/cluster-adapter';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { Server } from 'socket.io';
import {
  AUTH_COOKIE,
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@souqna/contracts';
import type { RedisConnections } from '../adapters/redis/index.ts';

type VerifyToken = (token: string) => Promise<{ id: string } | null>;

/** Between the API's own processes (socket-events.ts): a batch of new notification ids. */
export const NOTIFICATIONS_BETWEEN_INSTANCES = 'souqna:notifications';
type ServerSideEvents = { [NOTIFICATIONS_BETWEEN_INSTANCES]: (ids: string[]) => void };

/** The socket server, typed by the contracts' event table: an emit of a wrong payload does not compile. */
export type SocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  ServerSideEvents,
  { userId?: string }
>;

declare module 'fastify' {
  interface FastifyInstance {
    io: SocketServer;
  }
}

/**
 * Socket.IO on the same origin and port, created by buildApp. Sockets only push what the domain
 * events say once a write has committed (compose/socket-pushes.ts, docs/decisions/0012); each signed-in
 * socket joins `user:<id>` and `session:<jti>`. With REDIS_URL the Redis adapter carries events
 * between every worker of every instance; without it, cluster workers of one machine use the
 * cluster adapter through their primary. WebSocket only: no long-polling, so no sticky sessions
 * are needed behind a load balancer or between workers (docs/decisions/0032-workers-and-instances.md).
 */
export function attachSocket(
  app: FastifyInstance,
  options: { redis?: RedisConnections; verifyToken: VerifyToken },
): SocketServer {
  const io: SocketServer = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    transports: ['websocket'],
    // Same-origin only: a page from another site may not open a socket with our cookie.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, !origin || safeHost(origin) === req.headers.host);
    },
  });
  // The app's Redis connections, shared with the events channel (adapters/redis closes them).
  if (options.redis) {
    io.adapter(createAdapter(options.redis.guarded.command, options.redis.guarded.subscriber));
    catchUpAfterOutage(io, options.redis);
  } else if (cluster.isWorker) io.adapter(clusterAdapter());
  io.use(async (socket, next) => {
    const cookie = socket.handshake.headers.cookie;
    const token =
      tokenOf(socket.handshake.auth) ?? (cookie ? app.parseCookie(cookie)[AUTH_COOKIE] : undefined);
    const user = token ? await options.verifyToken(token).catch(() => null) : null;
    if (!user) return next(new Error('UnauthenticatedError'));
    socket.data.userId = user.id;
    const { jti, exp } = decodeJwt(token!);
    await socket.join(jti ? [`user:${user.id}`, `session:${jti}`] : `user:${user.id}`);
    // A socket never outlives its token: dropped when it expires (a reconnect with it is refused).
    if (exp) dropAt(socket, exp * 1000);
    next();
  });
  app.decorate('io', io);
  // Open sockets would keep the HTTP server from closing; io.close() would close it twice.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  return io;
}

/**
 * While Redis is out, this instance's sockets hear what is written through it (the adapter delivers
 * locally, its publish is dropped) but nothing from other instances. Once the subscriber connection
 * is back (re-subscribed: every "ready" after the first is a reconnection), what was published
 * meanwhile is lost, so this instance's sockets are dropped: each page reconnects after socket.io's
 * randomized delay (0.5–1.5 s, not all at once) and reads what it missed over HTTP, as after any
 * reconnection (docs/decisions/0049-redis-outage.md). A Redis merely slow to answer, its connection
 * kept, loses nothing and drops nobody.
 */
function catchUpAfterOutage(io: SocketServer, redis: RedisConnections) {
  // Closed without a goodbye, so socket.io reconnects them by itself.
  redis.subscriber.on('ready', () => {
    for (const socket of io.of('/').sockets.values()) socket.conn.close();
  });
}

function tokenOf(auth: Record<string, unknown>): string | undefined {
  return typeof auth.token === 'string' && auth.token ? auth.token : undefined;
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Disconnects the socket at `atMs` (unless it went before); the timer never holds the process open. */
function dropAt(
  socket: { disconnect(close: boolean): unknown; once(event: 'disconnect', fn: () => void): unknown },
  atMs: number,
) {
  // setTimeout takes at most 2^31-1 ms (~24.8 days); tokens live 7 days.
  const timer = setTimeout(
    () => socket.disconnect(true),
    Math.min(Math.max(0, atMs - Date.now()), 2 ** 31 - 1),
  );
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}
