import { describe, expect, it } from 'vitest';
import { DEFAULT_UTC_OFFSET } from '@souqna/contracts';
import { clockTime, dayNumber, formatDate, formatDateTime, formatDay, wallClock } from './dates.ts';
import { datesAt } from './use-dates.ts';

const RIYADH = 180;
const DUBAI = 240;
const NEW_YORK = -300;

// docs/product/i18n-and-rtl.md#dates-and-relative-time, docs/decisions/0038-dates-and-direction.md,
// docs/decisions/0042-reader-time-zone.md
describe("formatDate, clockTime and formatDateTime on the reader's clock", () => {
  it('write DD/MM/YYYY and HH:MM at UTC itself (offset 0), from a Date or an ISO string', () => {
    expect(formatDate(new Date('2026-03-05T12:00:00Z'), 0)).toBe('05/03/2026');
    expect(formatDate('2026-12-31T23:59:59.999Z', 0)).toBe('31/12/2026');
    expect(formatDate('2027-01-01T00:00:00.000Z', 0)).toBe('01/01/2027');
    expect(formatDateTime('2026-11-23T07:05:09.000Z', 0)).toBe('23/11/2026 07:05');
    expect(clockTime('2026-11-23T19:45:00.000Z', 0)).toBe('19:45');
  });

  it('write a chat message sent at 14:05 in Riyadh as 14:05, not 11:05', () => {
    expect(clockTime('2026-11-23T11:05:00.000Z', RIYADH)).toBe('14:05');
    expect(formatDateTime('2026-11-23T11:05:00.000Z', RIYADH)).toBe('23/11/2026 14:05');
  });

  it('write a payment at 01:30 on the 5th in Dubai as the 5th, not the 4th', () => {
    const at = '2026-03-04T21:30:00.000Z';
    expect(formatDate(at, DUBAI)).toBe('05/03/2026');
    expect(formatDateTime(at, DUBAI)).toBe('05/03/2026 01:30');
    expect(formatDateTime(at, RIYADH)).toBe('05/03/2026 00:30');
    expect(formatDateTime(at, 0)).toBe('04/03/2026 21:30');
  });

  it('cross midnight, the end of a month and of a year forwards east of UTC', () => {
    expect(formatDateTime('2026-01-31T20:59:00Z', RIYADH)).toBe('31/01/2026 23:59');
    expect(formatDateTime('2026-01-31T21:00:00Z', RIYADH)).toBe('01/02/2026 00:00');
    expect(formatDateTime('2026-12-31T20:00:00Z', DUBAI)).toBe('01/01/2027 00:00');
    expect(formatDateTime('2026-12-31T19:59:59Z', DUBAI)).toBe('31/12/2026 23:59');
    // A leap day: 28/02 ends into 29/02 in 2028, into 01/03 in 2027.
    expect(formatDate('2028-02-28T21:00:00Z', RIYADH)).toBe('29/02/2028');
    expect(formatDate('2027-02-28T21:00:00Z', RIYADH)).toBe('01/03/2027');
  });

  it('cross them backwards west of UTC, and on a quarter-hour offset', () => {
    expect(formatDateTime('2027-01-01T03:00:00Z', NEW_YORK)).toBe('31/12/2026 22:00');
    expect(formatDateTime('2026-03-01T04:59:00Z', NEW_YORK)).toBe('28/02/2026 23:59');
    expect(formatDateTime('2026-03-01T05:00:00Z', NEW_YORK)).toBe('01/03/2026 00:00');
    expect(formatDateTime('2026-06-30T18:15:00Z', 345)).toBe('01/07/2026 00:00'); // Nepal, +5:45
  });

  it('do not follow the process locale or time zone', () => {
    const at = new Date('2026-03-05T22:30:00Z');
    // What Intl would write for a US browser: the thing this module exists to avoid.
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' }).format(at)).toBe('3/5/2026');
    expect(formatDate(at, 0)).toBe('05/03/2026');
    expect(formatDate(at, RIYADH)).toBe('06/03/2026');
  });
});

describe('dayNumber', () => {
  it("counts the reader's calendar days: it moves at local midnight", () => {
    const before = dayNumber('2026-03-04T20:59:59.999Z', RIYADH);
    expect(dayNumber('2026-03-04T21:00:00.000Z', RIYADH)).toBe(before + 1);
    expect(dayNumber(Date.parse('2026-03-04T21:00:00.000Z'), 0)).toBe(before);
  });
});

describe('wallClock', () => {
  it("moves the moment so its UTC fields read the reader's clock", () => {
    const d = wallClock('2026-03-04T21:30:00Z', DUBAI);
    expect([d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()]).toEqual([5, 1, 30]);
    expect(wallClock('2026-12-31T20:30:00Z', DUBAI).toISOString().slice(0, 10)).toBe('2027-01-01');
    expect(wallClock('2027-01-01T01:00:00Z', NEW_YORK).toISOString().slice(0, 10)).toBe('2026-12-31');
  });
});

describe('datesAt', () => {
  it('binds the writers to one offset, as useDates() hands them to components', () => {
    const dubai = datesAt(DUBAI);
    expect(dubai.offset).toBe(DUBAI);
    expect(dubai.formatDate('2026-03-04T21:30:00Z')).toBe('05/03/2026');
    expect(dubai.clockTime('2026-03-04T21:30:00Z')).toBe('01:30');
    expect(dubai.formatDateTime(new Date('2026-03-04T21:30:00Z'))).toBe('05/03/2026 01:30');
  });
  it('defaults to Arabia Standard Time, Riyadh', () => {
    expect(DEFAULT_UTC_OFFSET).toBe(RIYADH);
  });
});

describe('formatDay', () => {
  it('writes a form day DD/MM/YYYY and leaves anything else alone', () => {
    expect(formatDay('2026-02-01')).toBe('01/02/2026');
    expect(formatDay('')).toBe('');
    expect(formatDay('01/02/2026')).toBe('01/02/2026');
  });
});

describe("'browser': a zone with summer time, moment by moment", () => {
  it("writes a summer night on its own summer day in winter (the day CI's Los Angeles browser read)", () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      // 07:18 UTC is 00:18 in August (UTC-7) but 23:18 the day before in winter time (UTC-8).
      expect(formatDate('2026-08-01T07:18:10.082Z', 'browser')).toBe('01/08/2026');
      expect(formatDate('2026-08-01T07:18:10.082Z', -480)).toBe('31/07/2026');
      expect(formatDate('2026-12-01T07:18:10.082Z', 'browser')).toBe('30/11/2026');
      expect(clockTime('2026-08-01T07:18:10.082Z', 'browser')).toBe('00:18');
      expect(dayNumber('2026-08-01T07:18:10.082Z', 'browser')).toBe(dayNumber('2026-08-01T12:00:00Z', 0));
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
