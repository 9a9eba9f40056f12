import { describe, expect, it } from 'vitest';
import { monthYear } from './member-since.ts';

describe('member since', () => {
  it('gives the Gregorian month and year with Latin digits in both languages', () => {
    expect(monthYear('2023-04-15T10:00:00Z', 'en')).toBe('April 2023');
    expect(monthYear('2023-04-15T10:00:00Z', 'ar')).toBe('أبريل 2023');
  });
  it('reads the date in UTC, so a late-evening sign-up keeps its month', () => {
    expect(monthYear('2024-01-31T23:30:00Z', 'en')).toBe('January 2024');
  });
});
