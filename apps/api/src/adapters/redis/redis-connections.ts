// Redis, opened here and nowhere else (docs/decisions/0013-adapters-and-webhooks.md): one command
// connection for the limits' counters and every publish, one subscriber connection for every
// channel (the domain events' and the Socket.IO adapter's), both with the same bounded options.
import { Redis, type RedisOptions } from 'ioredis';
import { watchRedis, type RedisHealth } from './redis-health.ts';
import { REDIS_WAITS } from './redis-waits.ts';

type Log = Parameters<typeof watchRedis>[1];

/**
 * Every wait is bounded (redis-waits.ts, docs/decisions/0049-redis-outage.md), so a refused, silent or
 * half-open Redis costs a request a second at most: nothing waits in a queue for a connection to
 * come back, a command in flight on a connection that drops fails rather than being sent again (an
 * INCR sent twice would count twice), and a connection that stays silent is dropped and opened again.
 */
const OPTIONS = {
  lazyConnect: true, // openRedis connects and waits: no app starts without the Redis it was given
  connectTimeout: REDIS_WAITS.connectMs,
  commandTimeout: REDIS_WAITS.commandMs,
  // A connection that sent a command and heard nothing for this long is dropped and opened again:
  // kept, it would pair the next replies with the commands that timed out.
  socketTimeout: REDIS_WAITS.commandMs,
  // While the connection is down a command fails at once (the callers fall back), never queued.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  retryStrategy: (attempt: number) => Math.min(100 * 2 ** attempt, REDIS_WAITS.retryMaxMs),
} satisfies RedisOptions;

export type RedisConnections = {
  /** Commands and publishes (a connection that subscribes may send nothing else). */
  command: Redis;
  /** Subscriptions only: one connection carries any number of channels and patterns. */
  subscriber: Redis;
  /** Whether Redis answers now: callers skip it (and fall back) while it does not (redis-health.ts). */
  health: RedisHealth;
  /**
   * The same two connections for a library that publishes and subscribes without handling a failure
   * (the Socket.IO adapter): there a failed command is logged, not an unhandled rejection that would
   * end the process, and while Redis is down a publish is dropped at once (this instance's own
   * sockets are reached all the same).
   */
  guarded: { command: Redis; subscriber: Redis };
  /**
   * A pub/sub channel's name. Channels are server-wide in Redis, not per database: the name carries
   * the database number so that products on other databases of the same server do not hear it.
   */
  channel(name: string): string;
  close(): Promise<void>;
};

export async function openRedis(url: string, log: Log): Promise<RedisConnections> {
  // Named, so that CLIENT LIST shows whose connection is whose.
  const open = (role: 'command' | 'subscriber') =>
    new Redis(url, { ...OPTIONS, connectionName: `souqna:${role}` });
  const [command, subscriber] = [open('command'), open('subscriber')];
  const refused = (err: unknown) => log.error({ err }, 'redis connection');
  for (const c of [command, subscriber]) c.on('error', refused);
  try {
    await Promise.all([command.connect(), subscriber.connect()]);
  } catch (err) {
    command.disconnect();
    subscriber.disconnect();
    throw err;
  } finally {
    for (const c of [command, subscriber]) c.off('error', refused);
  }
  // Watched once both are open: ioredis keeps reconnecting on its own; the watch logs (once per outage).
  const health = watchRedis({ command, subscriber }, log);
  const db = command.options.db ?? 0;
  let closing = false;
  return {
    command,
    subscriber,
    health,
    guarded: {
      command: guard(command, health, log, () => closing),
      subscriber: guard(subscriber, health, log, () => closing),
    },
    channel: (name) => `souqna:${name}:${db}`,
    async close() {
      closing = true;
      health.stop();
      // QUIT lets pending replies arrive; it is bounded by the command timeout like any command.
      await Promise.all([command, subscriber].map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}

/**
 * `client` whose publish and subscribe calls log their failure and settle instead of rejecting.
 * While Redis is out a publish is dropped at once (this instance's sockets are reached all the
 * same). A subscription is tried again every second until Redis takes it: ioredis re-subscribes
 * after a reconnection only to what Redis acknowledged, so one lost to a timeout would be lost for
 * good, and with it everything other instances send on that channel.
 */
function guard(client: Redis, health: RedisHealth, log: Log, closed: () => boolean): Redis {
  return new Proxy(client, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      const call = (args: unknown[]) => Promise.resolve(value.apply(target, args));
      if (key === 'publish')
        return async (...args: unknown[]) => {
          if (!health.up) return;
          await call(args).catch((err: unknown) => {
            if (health.up) log.error({ err, redis: 'publish' }, 'redis command');
          });
        };
      if (key === 'subscribe' || key === 'psubscribe')
        return async (...args: unknown[]) => {
          const attempt = (tries: number): Promise<void> =>
            call(args).then(
              () => undefined,
              (err: unknown) => {
                if (tries === 0) log.error({ err, redis: key }, 'redis command: trying again every second');
                if (!closed()) setTimeout(() => void attempt(tries + 1), REDIS_WAITS.heartbeatMs).unref();
              },
            );
          await attempt(0);
        };
      return value;
    },
  });
}
