import { describe, expect, it } from 'vitest';
import { DEFAULT_UTC_OFFSET, parseUtcOffset, utcOffsetOr } from './time-zone.ts';

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
    for (const bad of ['841', '-721', '1000', '181', '+180', '180.0', '1e2', ' 180', '', 'UTC', null, undefined]) {
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
