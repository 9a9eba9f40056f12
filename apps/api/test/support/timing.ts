// How long things take, for the fault tests (db-silence, redis-outage): every wait there is bounded.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `work`'s value and how many ms it took. */
export async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work;
  return { value, ms: performance.now() - start };
}
