import { beforeEach, describe, expect, it } from 'vitest';
import { VIEW_REPEAT_WINDOW_MS } from '@souqna/contracts/paths-views';
import { firstLook } from './use-count-view.ts';

// The browser's storage, as this device would keep it.
const store = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  },
});

describe("an ad page's view beacon on this device", () => {
  beforeEach(() => store.clear());

  it('is sent on the first look and not again within the window, on any worker', () => {
    const t = 1_000_000;
    expect(firstLook('ad-1', t)).toBe(true);
    expect(firstLook('ad-1', t + 60_000)).toBe(false);
    expect(firstLook('ad-2', t + 60_000)).toBe(true);
    expect(firstLook('ad-1', t + VIEW_REPEAT_WINDOW_MS)).toBe(true);
  });

  it('forgets looks older than the window and keeps at most 200 ads', () => {
    for (let i = 0; i < 250; i++) firstLook(`ad-${i}`, i);
    expect(Object.keys(JSON.parse(store.get('souqna.viewed')!))).toHaveLength(200);
    firstLook('late', VIEW_REPEAT_WINDOW_MS + 300);
    expect(Object.keys(JSON.parse(store.get('souqna.viewed')!))).toEqual(['late']);
  });

  it('counts when the storage is unreadable', () => {
    store.set('souqna.viewed', '{not json');
    expect(firstLook('ad-1', 5)).toBe(true);
  });
});
