// One channel per app, two kinds of subscriber (docs/decisions/0043-compose-and-durable-events.md):
// - in-process (caches, socket pushes): called after commit, synchronously; one that throws is
//   logged and never fails the request that published (the write has already happened);
// - durable (notification rows, fan-outs, web push): work that must survive a crash. Its handler
//   runs inside the publisher's transaction and only writes the job that will do the work (the job
//   table is the outbox), so the work exists if and only if the change committed, and runs from
//   the queue, at least once; each job is safe to run twice.
// A service publishes with the transaction that makes the change: publish(name, payload, tx).
// Published without one (a single autocommitted statement), in-process subscribers run at once and
// durable ones queue their job on their own, after the change: only for events that have none.
//
// Between workers and instances (docs/decisions/0032-workers-and-instances.md): a subscriber that
// keeps a copy of shared data (a cache) subscribes with { everywhere: true } and also hears the
// events published by every other worker and instance, carried by a ClusterChannel. Every other
// subscriber (notifications, the socket's pushes) hears only its own instance's events, so a
// side effect still happens once.
import type { Tx } from '../db/transaction.ts';
import type { ClusterChannel } from './cluster-channel.ts';
import type { DomainEvent, DomainEventName, DomainEvents } from './domain-events.ts';

export type Handler<K extends DomainEventName> = (payload: DomainEvents[K]) => void | Promise<void>;
/** The publisher's transaction, as the bus uses it: durable handlers write with it, `afterCommit` runs the rest. */
export type EventTx = Pick<Tx, 'query' | 'afterCommit'>;
/** Writes the job that does the work, with `tx` when there is one (its only write). */
export type DurableHandler<K extends DomainEventName> = (
  payload: DomainEvents[K],
  tx: EventTx | undefined,
) => Promise<void>;
export type SubscribeOptions = {
  /** Also called for the events of other workers and instances (caches only: never side effects). */
  everywhere?: boolean;
};

export type EventBus = {
  /**
   * With `tx`, inside the transaction that makes the change: durable subscribers write their jobs
   * in it (await it: a failure must roll the change back), in-process ones run after commit.
   * Without, after the change committed: every subscriber runs now (durable ones' failures logged).
   */
  publish<K extends DomainEventName>(name: K, payload: DomainEvents[K], tx?: EventTx): Promise<void>;
  /** An in-process subscriber. Returns the function that removes this subscription. */
  subscribe<K extends DomainEventName>(name: K, handler: Handler<K>, options?: SubscribeOptions): () => void;
  /** A durable subscriber: its handler only writes a job, in the publisher's transaction. */
  subscribeDurable<K extends DomainEventName>(name: K, handler: DurableHandler<K>): () => void;
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
  const durable = new Map<DomainEventName, Set<DurableHandler<never>>>();
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

  const afterCommit = (event: DomainEvent) => {
    onPublish?.(event);
    deliver(event, false);
    if (channel && heardEverywhere(event.name)) channel.publish(event);
  };

  return {
    async publish(name, payload, tx) {
      const event = { name, payload } as DomainEvent;
      const jobs = [...(durable.get(name) ?? [])] as DurableHandler<typeof name>[];
      if (tx) {
        for (const write of jobs) await write(payload, tx);
        tx.afterCommit(() => afterCommit(event));
        return;
      }
      afterCommit(event);
      for (const write of jobs) await write(payload, undefined).catch(failed(name));
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
    subscribeDurable(name, handler) {
      let set = durable.get(name);
      if (!set) durable.set(name, (set = new Set()));
      const h = handler as DurableHandler<never>;
      set.add(h);
      return () => void set.delete(h);
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
