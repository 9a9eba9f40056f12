import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2026-03-15T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

// docs/product/i18n-and-rtl.md#dates-and-relative-time
describe('relativeTime', () => {
  it('counts seconds under a minute', () => {
    expect(relativeTime(ago(0), 0, now)).toEqual({ unit: 'seconds', count: 0 });
    expect(relativeTime(ago(59_999), 0, now)).toEqual({ unit: 'seconds', count: 59 });
  });
  it('counts minutes under an hour and hours under a day', () => {
    expect(relativeTime(ago(60_000), 0, now)).toEqual({ unit: 'minutes', count: 1 });
    expect(relativeTime(ago(3_599_999), 0, now)).toEqual({ unit: 'minutes', count: 59 });
    expect(relativeTime(ago(3_600_000), 0, now)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTime(ago(86_399_999), 0, now)).toEqual({ unit: 'hours', count: 23 });
  });
  it('counts days up to 30, then prints DD/MM/YYYY', () => {
    expect(relativeTime(ago(86_400_000), 0, now)).toEqual({ unit: 'days', count: 1 });
    expect(relativeTime(ago(30 * 86_400_000), 0, now)).toEqual({ unit: 'days', count: 30 });
    expect(relativeTime(ago(31 * 86_400_000), 0, now)).toEqual({ unit: 'date', date: '12/02/2026' });
  });
  it("counts days in the reader's calendar: midnights passed in its zone", () => {
    const morning = Date.parse('2026-03-15T06:00:00Z'); // 09:00 in Riyadh, 10:00 in Dubai
    const late = '2026-03-13T22:00:00Z'; // 32 hours before: the 14th in Riyadh and Dubai, the 13th in UTC
    expect(relativeTime(late, 180, morning)).toEqual({ unit: 'days', count: 1 });
    expect(relativeTime(late, 240, morning)).toEqual({ unit: 'days', count: 1 });
    expect(relativeTime(late, 0, morning)).toEqual({ unit: 'days', count: 2 });
    expect(relativeTime(late, -300, morning)).toEqual({ unit: 'days', count: 2 });
    // Under 24 hours it is hours, whatever midnights passed.
    expect(relativeTime('2026-03-14T20:00:00Z', 180, morning)).toEqual({ unit: 'hours', count: 10 });
  });
  it("moves the 30-day line and the date shown to the reader's zone", () => {
    expect(relativeTime('2026-02-12T22:00:00Z', 180, now)).toEqual({ unit: 'days', count: 30 });
    expect(relativeTime('2026-02-12T22:00:00Z', 0, now)).toEqual({ unit: 'date', date: '12/02/2026' });
    expect(relativeTime('2026-01-31T21:30:00Z', 180, now)).toEqual({ unit: 'date', date: '01/02/2026' });
    expect(relativeTime('2026-01-31T21:30:00Z', 0, now)).toEqual({ unit: 'date', date: '31/01/2026' });
    expect(relativeTime('2025-12-31T20:30:00Z', 240, now)).toEqual({ unit: 'date', date: '01/01/2026' });
  });
  it('never goes into the future', () => {
    expect(relativeTime(new Date(now + 5000), 0, now)).toEqual({ unit: 'seconds', count: 0 });
  });
  it('words the Arabic plural forms through i18next', () => {
    const t = createI18n('ar').t;
    const forms = [1, 2, 3, 11, 100].map((count) => t('time.days', { count }));
    expect(new Set(forms).size).toBe(5);
    expect(t('time.days', { count: 1 })).toBe('منذ يوم');
    expect(createI18n('en').t('time.minutes', { count: 5 })).toBe('5 minutes ago');
  });
});
