// How domain events heard `everywhere` (caches) travel between workers and instances
// (docs/decisions/0032-workers-and-instances.md): Redis pub/sub when REDIS_URL is set (every
// worker of every instance), else the cluster primary over IPC (the workers of one machine), else
// nothing (one process). A message carries its sender's id: nobody hears its own events twice, and
// what arrives is never sent on.
import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
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

export function createClusterChannel(options: { redisUrl?: string; log: Log }): ClusterChannel {
  if (options.redisUrl) return redisChannel(options.redisUrl, options.log);
  if (cluster.isWorker) return ipcChannel();
  return { reach: 'process', publish: () => {}, onEvent: () => {}, close: async () => {} };
}

/** Pub/sub is server-wide in Redis: the channel is named after the database number so that
 *  products sharing a Redis server on different databases do not hear each other. */
export function redisEventsChannel(redisUrl: string): string {
  const db = Number(new URL(redisUrl).pathname.slice(1)) || 0;
  return `souqna:events:${db}`;
}

function redisChannel(redisUrl: string, log: Log): ClusterChannel {
  const origin = randomUUID();
  const name = redisEventsChannel(redisUrl);
  // A publish waits for a lost connection at most two retries, then is logged and dropped: the
  // cache it would have emptied expires within its TTL anyway (docs/decisions/0009).
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 2_000 });
  const sub = new Redis(redisUrl, { connectTimeout: 2_000 });
  const handlers: Array<(event: DomainEvent) => void> = [];
  const subscribed = sub.subscribe(name).catch((err: unknown) => log.error({ err }, 'events channel'));
  sub.on('message', (_channel: string, raw: string) => {
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (isEnvelope(message) && message.origin !== origin) for (const h of handlers) h(message.event);
  });
  return {
    reach: 'instances',
    publish(event) {
      const envelope: Envelope = { souqna: 'event', origin, event };
      pub
        .publish(name, JSON.stringify(envelope))
        .catch((err: unknown) => log.error({ err }, 'events channel'));
    },
    onEvent: (handler) => void handlers.push(handler),
    async close() {
      await subscribed;
      await Promise.all([pub.quit().catch(() => {}), sub.quit().catch(() => {})]);
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
