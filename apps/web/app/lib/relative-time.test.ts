import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2026-03-15T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

// docs/product/i18n-and-rtl.md#dates-and-relative-time
describe('relativeTime', () => {
  it('counts seconds under a minute', () => {
    expect(relativeTime(ago(0), now)).toEqual({ unit: 'seconds', count: 0 });
    expect(relativeTime(ago(59_999), now)).toEqual({ unit: 'seconds', count: 59 });
  });
  it('counts minutes under an hour and hours under a day', () => {
    expect(relativeTime(ago(60_000), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(relativeTime(ago(3_599_999), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(relativeTime(ago(3_600_000), now)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTime(ago(86_399_999), now)).toEqual({ unit: 'hours', count: 23 });
  });
  it('counts days up to 30, then prints DD/MM/YYYY', () => {
    expect(relativeTime(ago(86_400_000), now)).toEqual({ unit: 'days', count: 1 });
    expect(relativeTime(ago(30 * 86_400_000), now)).toEqual({ unit: 'days', count: 30 });
    expect(relativeTime(ago(31 * 86_400_000), now)).toEqual({ unit: 'date', date: '12/02/2026' });
  });
  it('never goes into the future', () => {
    expect(relativeTime(new Date(now + 5000), now)).toEqual({ unit: 'seconds', count: 0 });
  });
  it('words the Arabic plural forms through i18next', () => {
    const t = createI18n('ar').t;
    const forms = [1, 2, 3, 11, 100].map((count) => t('time.days', { count }));
    expect(new Set(forms).size).toBe(5);
    expect(t('time.days', { count: 1 })).toBe('منذ يوم');
    expect(createI18n('en').t('time.minutes', { count: 5 })).toBe('5 minutes ago');
  });
});
