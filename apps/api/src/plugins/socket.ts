import cluster from 'node:cluster';
import { createAdapter as clusterAdapter } from '@socket.io/cluster-adapter';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { Server } from 'socket.io';
import { AUTH_COOKIE, SOCKET_PATH } from '@souqna/contracts';

type VerifyToken = (token: string) => Promise<{ id: string } | null>;

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
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
export async function attachSocket(
  app: FastifyInstance,
  options: { redisUrl?: string; verifyToken: VerifyToken },
) {
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    serveClient: false,
    transports: ['websocket'],
    // Same-origin only: a page from another site may not open a socket with our cookie.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, !origin || safeHost(origin) === req.headers.host);
    },
  });
  const clients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: true });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    clients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  } else if (cluster.isWorker) {
    io.adapter(clusterAdapter());
  }
  io.use(async (socket, next) => {
    const cookie = socket.handshake.headers.cookie;
    const token =
      tokenOf(socket.handshake.auth) ?? (cookie ? app.parseCookie(cookie)[AUTH_COOKIE] : undefined);
    const user = token ? await options.verifyToken(token).catch(() => null) : null;
    if (!user) return next(new Error('UnauthenticatedError'));
    socket.data.userId = user.id;
    const jti = decodeJwt(token!).jti;
    await socket.join(jti ? [`user:${user.id}`, `session:${jti}`] : `user:${user.id}`);
    next();
  });
  app.decorate('io', io);
  // Open sockets would keep the HTTP server from closing; io.close() would close it twice.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });
  return io;
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
