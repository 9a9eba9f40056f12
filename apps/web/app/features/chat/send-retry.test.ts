import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWaits, isTransient, retryDelayMs } from './send-retry.ts';

describe('a send going again (decision 0050)', () => {
  afterEach(() => vi.useRealTimers());

  it('goes again after no answer, a 5xx or a 429, never after another refusal', () => {
    expect([0, 429, 500, 502, 503, 504].map(isTransient)).toEqual([true, true, true, true, true, true]);
    expect([400, 401, 403, 404, 409, 413, 422].some(isTransient)).toBe(false);
  });

  it("waits as the server's Retry-After asks, within 1 s to 5 min", () => {
    expect(retryDelayMs(0, 2)).toBe(2_000);
    expect(retryDelayMs(5, 5)).toBe(5_000);
    expect(retryDelayMs(0, 0)).toBe(1_000);
    expect(retryDelayMs(0, 86_400)).toBe(300_000);
  });

  it('else 1 s doubling up to 30 s, spread by ±20 %', () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => retryDelayMs(n, undefined, mid))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(retryDelayMs(0, undefined, () => 0)).toBe(800);
    expect(retryDelayMs(9, undefined, () => 1)).toBe(36_000);
  });

  it('a wait ends on time, or at once when woken; waking what is not waiting says so', async () => {
    vi.useFakeTimers();
    const waits = createWaits();
    let ended = '';
    void waits.wait('a', 5_000).then(() => (ended += 'a'));
    void waits.wait('b', 5_000).then(() => (ended += 'b'));
    expect(waits.wake('b')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe('b');
    expect(waits.wake('b')).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(ended).toBe('ba');
    void waits.wait('c', 60_000).then(() => (ended += 'c'));
    waits.wakeAll();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe('bac');
  });
});
