import { describe, expect, it } from 'vitest';
import { clockTime, formatDate, formatDateTime, formatDay } from './dates.ts';

// docs/product/i18n-and-rtl.md#dates-and-relative-time, docs/decisions/0038-dates-and-direction.md
describe('formatDate and formatDateTime', () => {
  it('write DD/MM/YYYY (and HH:MM) in UTC, from a Date or an ISO string', () => {
    expect(formatDate(new Date('2026-03-05T12:00:00Z'))).toBe('05/03/2026');
    expect(formatDate('2026-12-31T23:59:59.999Z')).toBe('31/12/2026');
    expect(formatDate('2027-01-01T00:00:00.000Z')).toBe('01/01/2027');
    expect(formatDateTime('2026-11-23T07:05:09.000Z')).toBe('23/11/2026 07:05');
    expect(clockTime('2026-11-23T19:45:00.000Z')).toBe('19:45');
  });

  it('do not follow the process locale or time zone', () => {
    const at = new Date('2026-03-05T22:30:00Z');
    // What Intl would write for a US browser: the thing this module exists to avoid.
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(at)).toBe('3/5/2026');
    expect(formatDate(at)).toBe('05/03/2026');
  });
});

describe('formatDay', () => {
  it('writes a form day DD/MM/YYYY and leaves anything else alone', () => {
    expect(formatDay('2026-02-01')).toBe('01/02/2026');
    expect(formatDay('')).toBe('');
    expect(formatDay('01/02/2026')).toBe('01/02/2026');
  });
});
