// One value that is costly to compute and may lag a little (the category counts: a scan of every ad
// for sale, docs/decisions/0047-browse-by-category.md). It is served from memory; once older than
// its age, or marked stale by a write and older than half its age, the next read still gets it at
// once and starts the one refresh that replaces it. Only the very first read waits. Steady writes
// thus cost one load per half age, whatever the traffic.

export type StaleValue<T> = {
  get(load: () => Promise<T>): Promise<T>;
  /** Something it counts changed: the next read past half its age refreshes it (and is still served the old one). */
  markStale(): void;
};

/** `seconds` <= 0: nothing is kept, every read loads. */
export function createStaleValue<T>(seconds: number, now = () => Date.now()): StaleValue<T> {
  if (seconds <= 0) return { get: (load) => load(), markStale: () => {} };
  let kept: { value: T; at: number } | undefined;
  let stale = false;
  let running: Promise<T> | undefined;
  const refresh = (load: () => Promise<T>) => {
    const at = now();
    // A write during the load marks it stale again: the value read may predate it.
    stale = false;
    running = load().then(
      (value) => {
        kept = { value, at };
        running = undefined;
        return value;
      },
      (error: unknown) => {
        stale = true;
        running = undefined;
        throw error;
      },
    );
    return running;
  };
  return {
    get(load) {
      if (!kept) return running ?? refresh(load);
      const age = now() - kept.at;
      if (age >= (stale ? seconds * 500 : seconds * 1000) && !running) {
        // The reader has the old value; a failed refresh is tried again by the next read.
        refresh(load).catch(() => {});
      }
      return Promise.resolve(kept.value);
    },
    markStale: () => {
      stale = true;
    },
  };
}
