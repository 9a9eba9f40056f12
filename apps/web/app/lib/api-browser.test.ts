import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './api-browser.ts';

describe('Retry-After', () => {
  const now = Date.parse('2026-12-01T10:00:00Z');

  it('reads seconds or an HTTP date, never less than zero', () => {
    expect(retryAfterSeconds('5', now)).toBe(5);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
    expect(retryAfterSeconds('Tue, 01 Dec 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Tue, 01 Dec 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('is undefined when absent or unreadable', () => {
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('', now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});
