// Redis, opened here and nowhere else (docs/decisions/0013-adapters-and-webhooks.md): one command
// connection for the limits' counters and every publish, one subscriber connection for every
// channel (the domain events' and the Socket.IO adapter's), both with the same bounded options.
import { Redis, type RedisOptions } from 'ioredis';

type Log = { error(obj: unknown, msg: string): void };

/**
 * Every wait is bounded, so a silent or lost Redis fails a command within seconds instead of holding
 * a request (or a close) forever. A command issued while the connection is being re-established
 * waits in ioredis' queue, but its timeout runs from the moment it was issued.
 */
const OPTIONS = {
  lazyConnect: true, // openRedis connects and waits: no app starts without the Redis it was given
  connectTimeout: 2_000,
  commandTimeout: 2_000,
  // A connection that sent a command and heard nothing for this long is dropped and opened again:
  // kept, it would pair the next replies with the commands that timed out.
  socketTimeout: 2_000,
  maxRetriesPerRequest: 2,
  // Reconnects without end, waiting 200 ms, 400 ms… up to 5 s between tries.
  retryStrategy: (attempt: number) => Math.min(100 * 2 ** attempt, 5_000),
} satisfies RedisOptions;

export type RedisConnections = {
  /** Commands and publishes (a connection that subscribes may send nothing else). */
  command: Redis;
  /** Subscriptions only: one connection carries any number of channels and patterns. */
  subscriber: Redis;
  /**
   * The same two connections for a library that publishes and subscribes without handling a failure
   * (the Socket.IO adapter): there a failed command is logged, not an unhandled rejection that would
   * end the process.
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
  const open = (role: 'command' | 'subscriber') => {
    // Named, so that CLIENT LIST shows whose connection is whose.
    const client = new Redis(url, { ...OPTIONS, connectionName: `souqna:${role}` });
    // ioredis reports each failed (re)connection here; it keeps retrying on its own.
    client.on('error', (err: unknown) => log.error({ err, redis: role }, 'redis connection'));
    return client;
  };
  const [command, subscriber] = [open('command'), open('subscriber')];
  try {
    await Promise.all([command.connect(), subscriber.connect()]);
  } catch (err) {
    command.disconnect();
    subscriber.disconnect();
    throw err;
  }
  const db = command.options.db ?? 0;
  return {
    command,
    subscriber,
    guarded: { command: guard(command, log), subscriber: guard(subscriber, log) },
    channel: (name) => `souqna:${name}:${db}`,
    async close() {
      // QUIT lets pending replies arrive; it is bounded by the command timeout like any command.
      await Promise.all([command, subscriber].map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}

const UNHANDLED = new Set<PropertyKey>(['publish', 'subscribe', 'psubscribe']);

/** `client` whose publish and subscribe calls log their failure and settle instead of rejecting. */
function guard(client: Redis, log: Log): Redis {
  return new Proxy(client, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (!UNHANDLED.has(key) || typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        Promise.resolve(value.apply(target, args)).catch((err: unknown) =>
          log.error({ err, redis: String(key) }, 'redis command'),
        );
    },
  });
}
