import { describe, expect, it } from 'vitest';
import { monthYear } from './member-since.ts';

describe('member since', () => {
  it('gives the Gregorian month and year with Latin digits in both languages', () => {
    expect(monthYear('2023-04-15T10:00:00Z', 'en', 180)).toBe('April 2023');
    expect(monthYear('2023-04-15T10:00:00Z', 'ar', 180)).toBe('أبريل 2023');
  });
  it("reads the month on the reader's clock, whatever the process's zone", () => {
    // 23:30 UTC on 31 January is already 1 February in Riyadh and Dubai, still January in London.
    expect(monthYear('2024-01-31T23:30:00Z', 'en', 0)).toBe('January 2024');
    expect(monthYear('2024-01-31T23:30:00Z', 'en', 180)).toBe('February 2024');
    expect(monthYear('2024-01-31T23:30:00Z', 'en', 240)).toBe('February 2024');
    expect(monthYear('2024-02-01T02:00:00Z', 'en', -300)).toBe('January 2024');
  });
});
