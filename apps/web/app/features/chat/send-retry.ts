// When a send goes again by itself (docs/decisions/0050-csp-nonce-and-retried-sends.md): refused
// for now (a 5xx such as the overload's 503, or a 429) or never answered, it waits as the server
// asked (Retry-After) or a growing while, and goes with the same clientId, which the API dedupes.

/** Refused for now, or never answered: the same send may go again and will be written once. */
export const isTransient = (status: number): boolean => status === 0 || status === 429 || status >= 500;

const FIRST_MS = 1_000;
const LONGEST_MS = 30_000;
/** A Retry-After further off than this is read as this: the page keeps trying within minutes. */
const RETRY_AFTER_LONGEST_MS = 300_000;

/**
 * The wait before try `attempt + 1`: the Retry-After the server gave, else 1 s doubling up to
 * 30 s, spread by ±20 % so that pages refused together do not come back together.
 */
export function retryDelayMs(attempt: number, retryAfter: number | undefined, random = Math.random): number {
  if (retryAfter !== undefined)
    return Math.min(Math.max(retryAfter * 1000, FIRST_MS), RETRY_AFTER_LONGEST_MS);
  const base = Math.min(FIRST_MS * 2 ** attempt, LONGEST_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Waits, one per message, that a Retry click, the connection coming back or a discard cut short. */
export function createWaits() {
  const wakers = new Map<string, () => void>();
  return {
    wait(id: string, ms: number): Promise<void> {
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          wakers.delete(id);
          resolve();
        };
        const timer = setTimeout(done, ms);
        wakers.set(id, done);
      });
    },
    /** Ends `id`'s wait now; false when it was not waiting. */
    wake(id: string): boolean {
      const waker = wakers.get(id);
      waker?.();
      return Boolean(waker);
    },
    wakeAll() {
      for (const waker of [...wakers.values()]) waker();
    },
  };
}
