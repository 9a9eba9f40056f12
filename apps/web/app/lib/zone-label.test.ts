import { describe, expect, it } from 'vitest';
import { zoneLabel } from './zone-label.ts';

describe('zoneLabel', () => {
  it('names whole hours, quarter hours and UTC itself', () => {
    expect(zoneLabel(180)).toBe('UTC+3');
    expect(zoneLabel(240)).toBe('UTC+4');
    expect(zoneLabel(345)).toBe('UTC+5:45');
    expect(zoneLabel(-210)).toBe('UTC-3:30');
    expect(zoneLabel(0)).toBe('UTC');
  });
});
