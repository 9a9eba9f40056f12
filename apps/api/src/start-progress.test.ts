import { afterEach, describe, expect, it, vi } from 'vitest';
import { startProgress } from './start-progress.ts';

// A first start says each step and counts the pictures (README "Quick start"), every few seconds
// and at the end; production and quiet log levels hear nothing.
afterEach(() => vi.useRealTimers());

describe('the first start says what it is doing', () => {
  it('one line per step, and a count at most every two seconds, its end always', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const p = startProgress({ appEnv: 'development', logLevel: 'info' }, (l) => lines.push(l));
    p.step('Database: migrations');
    p.count('Demo pictures', 1, 3);
    p.count('Demo pictures', 2, 3);
    vi.advanceTimersByTime(2_500);
    p.count('Demo pictures', 3, 3);
    expect(lines.map((l) => l.replace(/^\s+\d+ s\s+/, ''))).toEqual([
      'Database: migrations',
      'Demo pictures: 1 of 3',
      'Demo pictures: 3 of 3',
    ]);
  });

  it('says nothing in production or below LOG_LEVEL info', () => {
    const lines: string[] = [];
    for (const config of [
      { appEnv: 'production', logLevel: 'info' },
      { appEnv: 'development', logLevel: 'warn' },
    ] as const)
      startProgress(config, (l) => lines.push(l)).step('Database: migrations');
    expect(lines).toEqual([]);
  });
});
