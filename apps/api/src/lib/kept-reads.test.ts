import { describe, expect, it } from 'vitest';
import { createKeptReads } from './kept-reads.ts';

describe('createKeptReads', () => {
  it('keeps a value until it is dropped, and shares a load in flight', async () => {
    const kept = createKeptReads<number>({ seconds: 60, max: 10 });
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([kept.get('u1 t1', load), kept.get('u1 t1', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await kept.get('u1 t1', load)).toBe(1);
    kept.drop((key) => key.startsWith('u1 '));
    expect(await kept.get('u1 t1', load)).toBe(2);
  });

  it('does not keep a load a drop overtook, nor a failure', async () => {
    const kept = createKeptReads<string>({ seconds: 60, max: 10 });
    let release!: (v: string) => void;
    const first = kept.get('k', () => new Promise<string>((r) => (release = r)));
    kept.drop(() => false); // a change elsewhere, read before it or not: not kept
    release('stale');
    expect(await first).toBe('stale');
    expect(await kept.get('k', async () => 'fresh')).toBe('fresh');
    await expect(kept.get('f', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get('f', async () => 'up')).toBe('up');
  });

  it('keeps only what `keep` accepts', async () => {
    const kept = createKeptReads<string>({ seconds: 60, max: 10 });
    expect(
      await kept.get(
        'a',
        async () => 'admin',
        (v) => v === 'user',
      ),
    ).toBe('admin');
    expect(
      await kept.get(
        'a',
        async () => 'user',
        (v) => v === 'user',
      ),
    ).toBe('user');
    expect(
      await kept.get(
        'a',
        async () => 'again',
        (v) => v === 'user',
      ),
    ).toBe('user');
  });

  it('keeps nothing at 0 seconds', async () => {
    const kept = createKeptReads<number>({ seconds: 0, max: 10 });
    let loads = 0;
    await kept.get('k', async () => ++loads);
    expect(await kept.get('k', async () => ++loads)).toBe(2);
  });
});
