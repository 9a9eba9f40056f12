import { describe, expect, it } from 'vitest';
import { EXPIRY_NOTICE_DAYS, nextRefreshAt, REFRESH_INTERVAL_HOURS, renewalDue } from './post-lifecycle.ts';

const DAY = 86_400_000;

describe('the term and the refresh (docs/product/listings-and-search.md#expiry-renewal-and-refresh)', () => {
  it('a refresh waits REFRESH_INTERVAL_HOURS from the last time at the top', () => {
    expect(REFRESH_INTERVAL_HOURS).toBe(24);
    expect(nextRefreshAt('2026-11-28T10:00:00.000Z').toISOString()).toBe('2026-11-29T10:00:00.000Z');
  });

  it('the renewal is offered from EXPIRY_NOTICE_DAYS before the end, and after it', () => {
    const now = new Date('2026-11-28T10:00:00.000Z');
    expect(EXPIRY_NOTICE_DAYS).toBe(3);
    expect(renewalDue(new Date(now.getTime() + 3 * DAY + 60_000), now)).toBe(false);
    expect(renewalDue(new Date(now.getTime() + 3 * DAY), now)).toBe(true);
    expect(renewalDue(new Date(now.getTime() - DAY), now)).toBe(true);
  });
});
