// How domain events heard `everywhere` (caches) travel between workers and instances
// (docs/decisions/0032-workers-and-instances.md): Redis pub/sub when REDIS_URL is set (every
// worker of every instance), else the cluster primary over IPC (the workers of one machine), else
// nothing (one process). A message carries its sender's id: nobody hears its own events twice, and
// what arrives is never sent on.
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import type { RedisConnections } from '../adapters/redis/index.ts';
import type { DomainEvent } from './domain-events.ts';

export type ClusterChannel = {
  /** How far events travel: shown in the start-up log line. */
  reach: 'instances' | 'workers' | 'process';
  publish(event: DomainEvent): void;
  onEvent(handler: (event: DomainEvent) => void): void;
  close(): Promise<void>;
};

type Envelope = { souqna: 'event'; origin: string; event: DomainEvent };
type Log = { error(obj: unknown, msg: string): void };

const isEnvelope = (m: unknown): m is Envelope =>
  typeof m === 'object' &&
  m !== null &&
  (m as Envelope).souqna === 'event' &&
  typeof (m as Envelope).origin === 'string' &&
  typeof (m as Envelope).event?.name === 'string';

export function createClusterChannel(options: { redis?: RedisConnections; log: Log }): ClusterChannel {
  if (options.redis) return redisChannel(options.redis, options.log);
  if (cluster.isWorker) return ipcChannel();
  return { reach: 'process', publish: () => {}, onEvent: () => {}, close: async () => {} };
}

/** Over the app's Redis connections: the subscriber connection is shared with the Socket.IO adapter. */
function redisChannel(redis: RedisConnections, log: Log): ClusterChannel {
  const origin = randomUUID();
  const name = redis.channel('events');
  const handlers: Array<(event: DomainEvent) => void> = [];
  // Tried again until Redis takes it (adapters/redis), so a start-up timeout does not lose it.
  const subscribed = redis.guarded.subscriber.subscribe(name);
  const onMessage = (channel: string, raw: string) => {
    if (channel !== name) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (isEnvelope(message) && message.origin !== origin) for (const h of handlers) h(message.event);
  };
  redis.subscriber.on('message', onMessage);
  return {
    reach: 'instances',
    publish(event) {
      // A publish that fails (Redis lost or silent past the adapter's bounded waits) is logged and
      // dropped, and while Redis is out none is tried (docs/decisions/0049-redis-outage.md): the
      // cache it would have emptied expires within its TTL anyway (docs/decisions/0009).
      if (!redis.health.up) return;
      const envelope: Envelope = { souqna: 'event', origin, event };
      redis.command.publish(name, JSON.stringify(envelope)).catch((err: unknown) => {
        if (redis.health.up) log.error({ err }, 'events channel');
      });
    },
    onEvent: (handler) => void handlers.push(handler),
    // The connections are the Redis adapter's to close (once, when the app closes).
    async close() {
      await subscribed;
      redis.subscriber.off('message', onMessage);
    },
  };
}

function ipcChannel(): ClusterChannel {
  const origin = randomUUID();
  const handlers: Array<(event: DomainEvent) => void> = [];
  const listener = (message: unknown) => {
    if (isEnvelope(message) && message.origin !== origin) for (const h of handlers) h(message.event);
  };
  process.on('message', listener);
  return {
    reach: 'workers',
    publish(event) {
      if (process.connected) process.send?.({ souqna: 'event', origin, event } satisfies Envelope);
    },
    onEvent: (handler) => void handlers.push(handler),
    close: async () => void process.off('message', listener),
  };
}

/** In the cluster primary: hands each worker's events to every other worker. */
export function relayEventsBetweenWorkers(): void {
  cluster.on('message', (from, message: unknown) => {
    if (!isEnvelope(message)) return;
    for (const worker of Object.values(cluster.workers ?? {}))
      if (worker && worker !== from && worker.isConnected()) worker.send(message);
  });
}
