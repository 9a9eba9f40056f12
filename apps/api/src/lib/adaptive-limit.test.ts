import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdaptiveLimit, type AdaptiveLimitOptions, type Release } from './adaptive-limit.ts';

const base: AdaptiveLimitOptions = {
  initial: 4,
  min: 2,
  max: 32,
  tolerance: 2,
  queueWaitMs: 30,
  queueSize: 2,
};
afterEach(() => vi.useRealTimers());

/** A limit on a clock the test moves. */
function onClock(options: Partial<AdaptiveLimitOptions> = {}) {
  const clock = { ms: 0 };
  return { clock, limit: createAdaptiveLimit({ ...base, ...options, now: () => clock.ms }) };
}

/** Runs `n` requests at once, each answered after `ms` on the test's clock. */
async function round(t: ReturnType<typeof onClock>, n: number, ms: number) {
  const slots = (await Promise.all(Array.from({ length: n }, () => t.limit.acquire()))) as Release[];
  t.clock.ms += ms;
  for (const release of slots) release();
}

describe('admission', () => {
  it('admits up to the limit, queues the next, hands it the first freed slot', async () => {
    const { limit, clock } = onClock();
    const slots = Array.from({ length: 4 }, () => limit.acquire()) as Release[];
    expect(slots.every((s) => typeof s === 'function')).toBe(true);
    const waiting = limit.acquire();
    expect(waiting).toBeInstanceOf(Promise);
    expect(limit.waiting).toBe(1);
    clock.ms += 20;
    slots[0]!();
    expect(typeof (await waiting)).toBe('function');
    expect(limit.inFlight).toBe(4);
    expect(limit.waiting).toBe(0);
  });

  it('refuses a waiting request when its wait is up, and one that finds the queue full after the same wait', async () => {
    vi.useFakeTimers();
    const { limit } = onClock();
    for (let i = 0; i < 4; i++) limit.acquire();
    const first = limit.acquire();
    const second = limit.acquire();
    const third = limit.acquire();
    expect(third).toBeInstanceOf(Promise);
    vi.advanceTimersByTime(29);
    expect(limit.waiting).toBe(2);
    vi.advanceTimersByTime(1);
    expect(await first).toBeNull();
    expect(await second).toBeNull();
    // The queue was full: refused without a place in it, after the same wait.
    expect(await third).toBeNull();
    expect(limit.waiting).toBe(0);
    expect(limit.inFlight).toBe(4);
  });

  it('a slot released twice frees one place only', () => {
    const { limit } = onClock();
    const release = limit.acquire() as Release;
    release();
    release();
    expect(limit.inFlight).toBe(0);
  });
});

describe('the limit follows latency', () => {
  it('grows while full rounds answer as fast as the fastest, up to its maximum', async () => {
    const t = onClock({ max: 12 });
    for (let i = 0; i < 40; i++) await round(t, Math.floor(t.limit.limit), 20);
    expect(t.limit.limit).toBe(12);
  });

  it('does not grow when the server is not using what it has', async () => {
    const t = onClock();
    for (let i = 0; i < 40; i++) await round(t, 1, 20);
    expect(t.limit.limit).toBe(4);
  });

  it('shrinks, not below its minimum, when answers take several times the fastest (work is queueing)', async () => {
    const t = onClock({ initial: 16 });
    await round(t, 1, 20);
    for (let i = 0; i < 40; i++) await round(t, Math.floor(t.limit.limit), 200);
    expect(t.limit.limit).toBeLessThan(4);
    expect(t.limit.limit).toBeGreaterThanOrEqual(2);
  });

  it('settles where CPU-bound answers take about `tolerance` times the fastest', async () => {
    // Two cores: n renders of 20 ms of CPU each answer after max(20, n × 20 / 2) ms.
    const t = onClock({ initial: 2 });
    // Long enough for several re-measures of the baseline.
    for (let i = 0; i < 2000; i++) {
      const n = Math.floor(t.limit.limit);
      await round(t, n, Math.max(20, (n * 20) / 2));
    }
    expect(t.limit.limit).toBeGreaterThanOrEqual(3);
    expect(t.limit.limit).toBeLessThanOrEqual(8);
  });

  it('measures its baseline again: pages that became twice as costly settle at the same limit, not half', async () => {
    const t = onClock({ initial: 2 });
    const run = async (cpuMs: number) => {
      for (let i = 0; i < 2000; i++) {
        const n = Math.floor(t.limit.limit);
        await round(t, n, Math.max(cpuMs, (n * cpuMs) / 2));
      }
    };
    await run(20);
    const before = t.limit.limit;
    await run(40);
    expect(t.limit.limit).toBeGreaterThan(5);
    expect(Math.abs(t.limit.limit - before)).toBeLessThan(1.5);
  });
});
