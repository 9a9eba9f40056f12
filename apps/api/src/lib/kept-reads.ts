// Reads kept in this process for a few seconds and dropped by the domain events that change them
// (docs/decisions/0067-member-reads-kept.md): a member's session check and the marks on their
// listing pages, which every one of their requests would otherwise read from the database.
import { LRUCache } from 'lru-cache';

/**
 * How long a read is kept if no event drops it first (the events travel between instances over
 * Redis: this bounds a change missed during an outage). A session check is kept 10 s; an
 * admin's is never kept (plugins/auth.ts), so a demotion applies at once.
 */
export const KEPT_SECONDS = { sessions: 10, marks: 60, writers: 10 };

/** Who did something lately (members who just wrote an ad): marked by events, forgotten after `seconds`. */
export type RecentSet = { mark(id: string): void; has(id: string): boolean };

export function createRecentSet(options: { seconds: number; max: number }): RecentSet {
  const marks = new LRUCache<string, true>({ max: options.max, ttl: options.seconds * 1000 });
  return { mark: (id) => void marks.set(id, true), has: (id) => marks.has(id) };
}

export type KeptReads<T> = {
  /** The kept value for `key`, or `load()`'s (kept if `keep` says so); concurrent misses share one load. */
  get(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** Forgets the keys `match` picks, and any load in flight: what it read may predate the change. */
  drop(match: (key: string) => boolean): void;
};

export function createKeptReads<T>(options: { seconds: number; max: number }): KeptReads<T> {
  if (options.seconds <= 0) return { get: (_key, load) => load(), drop: () => {} };
  const kept = new LRUCache<string, Promise<T>>({ max: options.max, ttl: options.seconds * 1000 });
  // Bumped by every drop: a load that started before one is used once, never kept.
  let generation = 0;
  return {
    get(key, load, keep = () => true) {
      const hit = kept.get(key);
      if (hit) return hit;
      const started = generation;
      const value = load();
      kept.set(key, value);
      const forget = () => {
        if (kept.peek(key) === value) kept.delete(key);
      };
      value.then((v) => (generation !== started || !keep(v)) && forget(), forget);
      return value;
    },
    drop(match) {
      generation++;
      for (const key of [...kept.keys()]) if (match(key)) kept.delete(key);
    },
  };
}
