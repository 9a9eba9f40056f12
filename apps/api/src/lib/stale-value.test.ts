import { describe, expect, it } from 'vitest';
import { createStaleValue } from './stale-value.ts';

/** A load that answers what `next` holds when it is called, counting its calls. */
function loader() {
  const l = { next: 1, calls: 0, load: async () => (l.calls++, l.next) };
  return l;
}

describe('createStaleValue', () => {
  it('loads once, then serves the kept value while it is fresh', async () => {
    const clock = { t: 0 };
    const cell = createStaleValue<number>(60, () => clock.t);
    const l = loader();
    expect(await Promise.all([cell.get(l.load), cell.get(l.load)])).toEqual([1, 1]);
    l.next = 2;
    clock.t = 59_000;
    expect(await cell.get(l.load)).toBe(1);
    expect(l.calls).toBe(1);
  });

  it('once stale and half its age old, serves the old value and the refreshed one after', async () => {
    const clock = { t: 0 };
    const cell = createStaleValue<number>(60, () => clock.t);
    const l = loader();
    await cell.get(l.load);
    l.next = 2;
    cell.markStale();
    clock.t = 29_000;
    expect(await cell.get(l.load)).toBe(1);
    expect(l.calls).toBe(1);
    clock.t = 30_000;
    expect(await cell.get(l.load)).toBe(1);
    // The refresh has run in the background (its promise settled before this microtask).
    await Promise.resolve();
    expect(await cell.get(l.load)).toBe(2);
    expect(l.calls).toBe(2);
  });

  it('refreshes once it is older than its age', async () => {
    const clock = { t: 0 };
    const cell = createStaleValue<number>(60, () => clock.t);
    const l = loader();
    await cell.get(l.load);
    l.next = 3;
    clock.t = 60_000;
    expect(await cell.get(l.load)).toBe(1);
    await Promise.resolve();
    expect(await cell.get(l.load)).toBe(3);
  });

  it('marked stale during a refresh, refreshes again', async () => {
    const clock = { t: 0 };
    const cell = createStaleValue<number>(60, () => clock.t);
    let release!: (n: number) => void;
    const first = cell.get(() => new Promise<number>((r) => (release = r)));
    cell.markStale();
    release(1);
    expect(await first).toBe(1);
    clock.t = 30_000;
    expect(await cell.get(async () => 2)).toBe(1);
    await Promise.resolve();
    expect(await cell.get(async () => 3)).toBe(2);
  });

  it('keeps the old value when a refresh fails, and tries again on the next read', async () => {
    const clock = { t: 0 };
    const cell = createStaleValue<number>(60, () => clock.t);
    await cell.get(async () => 1);
    cell.markStale();
    clock.t = 30_000;
    expect(await cell.get(() => Promise.reject(new Error('down')))).toBe(1);
    await Promise.resolve();
    expect(await cell.get(async () => 4)).toBe(1);
    await Promise.resolve();
    expect(await cell.get(async () => 5)).toBe(4);
  });

  it('keeps nothing with an age of 0', async () => {
    const cell = createStaleValue<number>(0);
    const l = loader();
    await cell.get(l.load);
    l.next = 2;
    expect(await cell.get(l.load)).toBe(2);
  });
});
