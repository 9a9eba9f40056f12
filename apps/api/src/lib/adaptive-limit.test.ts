import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdaptiveLimit, type AdaptiveLimitOptions, type Release } from './adaptive-limit.ts';

const base: AdaptiveLimitOptions = {
  initial: 4,
  min: 2,
  max: 32,
  tolerance: 2,
  queueWaitMs: 30,
  queueBudgetMs: 100,
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

  it('refuses one that finds no place after the hold, and a waiting one after twice the budget', async () => {
    vi.useFakeTimers();
    const { limit } = onClock();
    for (let i = 0; i < 4; i++) limit.acquire();
    const first = limit.acquire();
    const second = limit.acquire();
    // The queue is full: refused without a place in it, after the hold.
    const third = limit.acquire();
    expect(limit.waiting).toBe(2);
    vi.advanceTimersByTime(30);
    expect(await third).toBeNull();
    vi.advanceTimersByTime(169);
    expect(limit.waiting).toBe(2);
    vi.advanceTimersByTime(1);
    expect(await first).toBeNull();
    expect(await second).toBeNull();
    expect(limit.waiting).toBe(0);
    expect(limit.inFlight).toBe(4);
  });

  it('lets a request wait only when the queue moves fast enough to serve it within the budget', async () => {
    vi.useFakeTimers();
    const { limit, clock } = onClock({ initial: 1, min: 1, max: 1, queueSize: 100 });
    // Before the queue has moved, a place is assumed to take the hold (30 ms): three fit in 100 ms.
    let running = limit.acquire() as Release;
    /** Answers the running request every `ms` on the test's clock, letting each waiting one in. */
    const answerEvery = async (ms: number, waiting: ReturnType<typeof limit.acquire>[]) => {
      for (const next of waiting) {
        clock.ms += ms;
        running();
        running = (await next) as Release;
      }
    };
    const queued = Array.from({ length: 4 }, () => limit.acquire());
    expect(limit.waiting).toBe(3);
    // It moves one answer every 10 ms: ten places fit.
    await answerEvery(10, queued.slice(0, 3));
    expect(limit.waiting).toBe(0);
    const waiting = Array.from({ length: 11 }, () => limit.acquire());
    expect(limit.waiting).toBe(10);
    // It slows to one answer every 50 ms: the measured pace follows, and fewer places are offered.
    await answerEvery(50, waiting.slice(0, 10));
    expect(limit.waiting).toBe(0);
    Array.from({ length: 5 }, () => limit.acquire());
    expect(limit.waiting).toBe(2);
  });

  it('before the queue has moved, expects a place to free every answer ÷ limit: a first burst waits', async () => {
    vi.useFakeTimers();
    const { limit, clock } = onClock({ initial: 4, min: 4, max: 4, queueSize: 100 });
    // Four at once answered in 20 ms: a slot frees every 5 ms, so 20 places fit in 100 ms (with the
    // hold's 30 ms a place, three would, and a burst of 25 would be mostly refused).
    await round({ limit, clock }, 4, 20);
    Array.from({ length: 4 + 25 }, () => limit.acquire());
    expect(limit.inFlight).toBe(4);
    expect(limit.waiting).toBe(20);
  });

  /**
   * One render at a time, its queue moving one departure every 10 ms (twelve so far: three while
   * the hold's 30 ms a place was assumed, then nine); `answer(ms)` lets the next one in.
   */
  async function steadyQueue() {
    const t = onClock({ initial: 1, min: 1, max: 1, queueSize: 100 });
    let running = t.limit.acquire() as Release;
    const answer = async (ms: number, next: ReturnType<typeof t.limit.acquire>) => {
      t.clock.ms += ms;
      running();
      running = (await next) as Release;
    };
    const fill = (n: number) => Array.from({ length: n }, () => t.limit.acquire());
    for (const n of [3, 9]) for (const next of fill(n)) await answer(10, next);
    return { ...t, answer, fill };
  }

  it('a stall (one long gap, then a few at once) moves the pace by its share only', async () => {
    vi.useFakeTimers();
    const t = await steadyQueue();
    // A 100 ms stall, then the eight others leave 1 ms apart: 21 gaps of 228 ms, 10.9 ms a place.
    const after = t.fill(9);
    await t.answer(100, after[0]!);
    for (const next of after.slice(1)) await t.answer(1, next);
    t.fill(12);
    // Nine places fit in the 100 ms budget; a wait ÷ place smoothed over the stall offered four.
    expect(t.limit.waiting).toBe(9);
  });

  it('while nobody leaves, the gap in progress raises the pace: a silent stretch closes the queue', async () => {
    vi.useFakeTimers();
    const t = await steadyQueue();
    t.fill(1);
    expect(t.limit.waiting).toBe(1);
    // A second without a departure: (120 + 1000) / 13 = 86 ms a place, so a second place is over budget.
    t.clock.ms += 1000;
    t.fill(1);
    expect(t.limit.waiting).toBe(1);
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
