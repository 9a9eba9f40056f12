/** Runs `fn` over `items` with at most `width` calls in flight; results in input order. */
export async function inPool<T, R>(items: T[], width: number, fn: (item: T, i: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return out;
}

/**
 * Calls `fn(i)` for i = 0…count-1 at a steady `perSecond`, on absolute times so a slow call does
 * not push the later ones back (an open-loop load, as independent members would send).
 */
export async function atSteadyRate<R>(count: number, perSecond: number, fn: (i: number) => Promise<R>) {
  const start = performance.now();
  const calls: Promise<R>[] = [];
  for (let i = 0; i < count; i++) {
    const wait = start + (i * 1000) / perSecond - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    calls.push(fn(i));
  }
  return Promise.all(calls);
}
