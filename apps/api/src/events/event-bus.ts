// One in-process channel per app. Delivery is synchronous fan-out after commit: a subscriber that
// throws is logged and never fails the request that published (the write has already happened).
// What must survive a crash does not rely on this channel: a subscriber hands it to the durable
// job queue (apps/api/src/jobs/), whose jobs can be written in the same transaction as the change.
import type { DomainEvent, DomainEventName, DomainEvents } from './domain-events.ts';

export type Handler<K extends DomainEventName> = (payload: DomainEvents[K]) => void | Promise<void>;

export type EventBus = {
  /** Call only after the transaction that made the change has committed. */
  publish<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void;
  /** Returns the function that removes this subscription. */
  subscribe<K extends DomainEventName>(name: K, handler: Handler<K>): () => void;
  /** Resolves when every handler started so far has settled (tests, graceful shutdown). */
  settled(): Promise<void>;
};

type Log = { error(obj: unknown, msg: string): void };

export function createEventBus(log: Log, onPublish?: (event: DomainEvent) => void): EventBus {
  const handlers = new Map<DomainEventName, Set<Handler<never>>>();
  const running = new Set<Promise<void>>();
  const failed = (name: string) => (err: unknown) =>
    log.error({ err, event: name }, 'event subscriber failed');

  return {
    publish(name, payload) {
      onPublish?.({ name, payload } as DomainEvent);
      for (const handler of handlers.get(name) ?? []) {
        try {
          const result = (handler as Handler<typeof name>)(payload);
          if (result instanceof Promise) {
            const done: Promise<void> = result.catch(failed(name)).finally(() => running.delete(done));
            running.add(done);
          }
        } catch (err) {
          failed(name)(err);
        }
      }
    },
    subscribe(name, handler) {
      let set = handlers.get(name);
      if (!set) handlers.set(name, (set = new Set()));
      set.add(handler as Handler<never>);
      return () => void set.delete(handler as Handler<never>);
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
