// How long anything waits for Redis (docs/decisions/0049-redis-outage.md).

export const REDIS_WAITS = {
  /**
   * What a request, a heartbeat or a readiness check waits for Redis's answer before it goes on
   * without it. Redis answers in well under a millisecond; a second is a lost or frozen one.
   */
  answerMs: 1_000,
  /**
   * ioredis' own limits behind it (connection, command, a connection silent after a command), so
   * that nothing at all waits longer. Wider than answerMs: they are plain timers, which a busy
   * event loop (a long render, a cold start) can run late, after an answer that already came; the
   * connection they drop would take every subscription's messages in flight with it.
   */
  connectMs: 2_000,
  commandMs: 2_000,
  /** Reconnection: 200 ms, 400 ms, 800 ms, then every second for as long as it takes. */
  retryMaxMs: 1_000,
  /** A PING on each connection (redis-health.ts): how soon a half-open one is found, and a return. */
  heartbeatMs: 1_000,
};

/**
 * `work`, or a rejection once `ms` have passed and whatever Redis already sent has been read: the
 * timer's callback waits one turn of the event loop (setImmediate runs after pending I/O), so a
 * loop that was merely busy past the limit is not taken for a silent Redis.
 */
export function withDeadline<T>(work: Promise<T>, ms = REDIS_WAITS.answerMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      finish();
    };
    const timer = setTimeout(
      () => setImmediate(() => settle(() => reject(new Error(`Redis did not answer within ${ms} ms`)))),
      ms,
    );
    work.then(
      (value) => settle(() => resolve(value)),
      (err: unknown) => settle(() => reject(err)),
    );
  });
}
