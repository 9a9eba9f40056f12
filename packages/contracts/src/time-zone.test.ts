import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE_MAX_AGE } from './limits.ts';
import {
  DEFAULT_UTC_OFFSET,
  isUtcOffset,
  parseUtcOffset,
  utcOffsetCookie,
  utcOffsetOr,
} from './time-zone.ts';

// docs/decisions/0042-reader-time-zone.md
describe('parseUtcOffset', () => {
  it('takes minutes east of UTC in use on Earth, in quarter hours', () => {
    expect(parseUtcOffset('180')).toBe(180);
    expect(parseUtcOffset('240')).toBe(240);
    expect(parseUtcOffset('0')).toBe(0);
    expect(parseUtcOffset('-0')).toBe(0);
    expect(Object.is(parseUtcOffset('-0'), 0)).toBe(true);
    expect(parseUtcOffset('-300')).toBe(-300);
    expect(parseUtcOffset('345')).toBe(345);
    expect(parseUtcOffset('-720')).toBe(-720);
    expect(parseUtcOffset('840')).toBe(840);
  });
  it('refuses anything else: out of range, not a quarter hour, not a plain integer', () => {
    for (const bad of [
      '841',
      '-721',
      '1000',
      '181',
      '+180',
      '180.0',
      '1e2',
      ' 180',
      '',
      'UTC',
      null,
      undefined,
    ]) {
      expect(parseUtcOffset(bad)).toBeNull();
    }
  });
});

describe('utcOffsetOr', () => {
  it("is the cookie's offset, else Riyadh's (UTC+3)", () => {
    expect(utcOffsetOr('240')).toBe(240);
    expect(utcOffsetOr(null)).toBe(180);
    expect(utcOffsetOr('nonsense')).toBe(DEFAULT_UTC_OFFSET);
  });
});

describe('isUtcOffset and utcOffsetCookie', () => {
  it('checks an offset the browser gives, and writes the cookie for it', () => {
    expect([180, 240, 0, -300, 345].every(isUtcOffset)).toBe(true);
    expect([181, 900, -780, 0.5].some(isUtcOffset)).toBe(false);
    expect(utcOffsetCookie(240)).toBe('utc_offset=240; Path=/; SameSite=Lax; Max-Age=31536000');
    expect(utcOffsetCookie(-300)).toBe('utc_offset=-300; Path=/; SameSite=Lax; Max-Age=31536000');
    // As long as the theme's and the listing layout's.
    expect(31536000).toBe(LOCALE_COOKIE_MAX_AGE);
  });
});
