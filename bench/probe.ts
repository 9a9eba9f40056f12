// What a load balancer sees while a bench runs: one path asked every 100 ms (pages.ts, overload.ts).

export type Probed = { waits: number[]; failed: number };

/** Asks `path` every 100 ms until stopped: each answer's time in ms, and how many were not 200. */
export function probe(base: string, path: string) {
  const waits: number[] = [];
  let failed = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await fetch(base + path, { signal: AbortSignal.timeout(10_000) })
        .then(async (r) => (await r.arrayBuffer(), r.status === 200))
        .catch(() => false);
      waits.push(performance.now() - started);
      if (!ok) failed++;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop(): Promise<Probed> {
      running = false;
      await loop;
      return { waits, failed };
    },
  };
}
