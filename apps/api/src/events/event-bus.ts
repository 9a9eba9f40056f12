// One in-process channel per app. Delivery is synchronous fan-out after commit: a subscriber that
// throws is logged and never fails the request that published (the write has already happened).
// What must survive a crash does not rely on this channel: a subscriber hands it to the durable
// job queue (apps/api/src/jobs/), whose jobs can be written in the same transaction as the change.
//
// Between workers and instances (docs/decisions/0032-workers-and-instances.md): a subscriber that
// keeps a copy of shared data (a cache) subscribes with { everywhere: true } and also hears the
// events published by every other worker and instance, carried by a ClusterChannel. Every other
// subscriber (notifications, the socket's pushes) hears only its own instance's events, so a
// side effect still happens once.
import type { ClusterChannel } from './cluster-channel.ts';
import type { DomainEvent, DomainEventName, DomainEvents } from './domain-events.ts';

export type Handler<K extends DomainEventName> = (payload: DomainEvents[K]) => void | Promise<void>;
export type SubscribeOptions = {
  /** Also called for the events of other workers and instances (caches only: never side effects). */
  everywhere?: boolean;
};

export type EventBus = {
  /** Call only after the transaction that made the change has committed. */
  publish<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void;
  /** Returns the function that removes this subscription. */
  subscribe<K extends DomainEventName>(name: K, handler: Handler<K>, options?: SubscribeOptions): () => void;
  /**
   * Joins the cluster: this bus's events that someone subscribed to `everywhere` go to the channel,
   * and the channel's events (other workers' and instances', never re-sent) reach those subscribers.
   */
  join(channel: ClusterChannel): void;
  /** Resolves when every handler started so far has settled (tests, graceful shutdown). */
  settled(): Promise<void>;
};

type Log = { error(obj: unknown, msg: string): void };

export function createEventBus(log: Log, onPublish?: (event: DomainEvent) => void): EventBus {
  const handlers = new Map<DomainEventName, Set<Handler<never>>>();
  // Per event name: the same function may be a cache's handler of one event and not of another.
  const everywhere = new Set<string>();
  const keyOf = (name: DomainEventName, handler: Handler<never>) => `${name}\0${handlerIds.get(handler)}`;
  const handlerIds = new WeakMap<Handler<never>, number>();
  let nextId = 0;
  const running = new Set<Promise<void>>();
  let channel: ClusterChannel | undefined;
  const failed = (name: string) => (err: unknown) =>
    log.error({ err, event: name }, 'event subscriber failed');
  const deliver = (event: DomainEvent, remote: boolean) => {
    for (const handler of handlers.get(event.name) ?? []) {
      if (remote && !everywhere.has(keyOf(event.name, handler))) continue;
      try {
        const result = (handler as Handler<typeof event.name>)(event.payload as never);
        if (result instanceof Promise) {
          const done: Promise<void> = result.catch(failed(event.name)).finally(() => running.delete(done));
          running.add(done);
        }
      } catch (err) {
        failed(event.name)(err);
      }
    }
  };
  const heardEverywhere = (name: DomainEventName) =>
    [...(handlers.get(name) ?? [])].some((h) => everywhere.has(keyOf(name, h)));

  return {
    publish(name, payload) {
      const event = { name, payload } as DomainEvent;
      onPublish?.(event);
      deliver(event, false);
      if (channel && heardEverywhere(name)) channel.publish(event);
    },
    subscribe(name, handler, options) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      const h = handler as Handler<never>;
      if (!handlerIds.has(h)) handlerIds.set(h, nextId++);
      set.add(h);
      if (options?.everywhere) everywhere.add(keyOf(name, h));
      return () => {
        set.delete(h);
        everywhere.delete(keyOf(name, h));
      };
    },
    join(joined) {
      channel = joined;
      joined.onEvent((event) => deliver(event, true));
    },
    async settled() {
      while (running.size) await Promise.all(running);
    },
  };
}

/** A bus that also keeps every published event, in order: tests assert on `events`. */
export function createEventRecorder(log: Log = { error: () => {} }) {
  const events: DomainEvent[] = [];
  const bus = createEventBus(log, (e) => events.push(e));
  return Object.assign(bus, {
    events,
    named<K extends DomainEventName>(name: K): DomainEvents[K][] {
      return events.filter((e) => e.name === name).map((e) => e.payload as DomainEvents[K]);
    },
    clear: () => void events.splice(0),
  });
}
export type EventRecorder = ReturnType<typeof createEventRecorder>;
