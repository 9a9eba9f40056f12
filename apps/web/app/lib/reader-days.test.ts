import { describe, expect, it } from 'vitest';
import { inReaderDays } from './reader-days.ts';

// docs/decisions/0042-reader-time-zone.md
describe('inReaderDays', () => {
  it("sends a typed day as the two moments that bound it on the reader's clock", () => {
    expect(inReaderDays({ dateFrom: '2026-03-05', dateTo: '2026-03-05' }, 240)).toEqual({
      dateFrom: '2026-03-04T20:00:00.000Z',
      dateTo: '2026-03-05T19:59:59.999Z',
    });
    expect(inReaderDays({ dateFrom: '2026-03-05', dateTo: '2026-03-05' }, 180)).toEqual({
      dateFrom: '2026-03-04T21:00:00.000Z',
      dateTo: '2026-03-05T20:59:59.999Z',
    });
  });
  it('crosses month and year ends, and works at and west of UTC', () => {
    expect(inReaderDays({ dateFrom: '2027-01-01', dateTo: '2026-12-31' }, 0)).toEqual({
      dateFrom: '2027-01-01T00:00:00.000Z',
      dateTo: '2026-12-31T23:59:59.999Z',
    });
    expect(inReaderDays({ dateFrom: '2026-03-01', dateTo: '2026-02-28' }, -300)).toEqual({
      dateFrom: '2026-03-01T05:00:00.000Z',
      dateTo: '2026-03-01T04:59:59.999Z',
    });
  });
  it('leaves moments with a time, and every other filter, as they came', () => {
    const query = { dateFrom: '2026-03-04T21:00:00Z', status: 'paid', page: '2' };
    expect(inReaderDays(query, 240)).toEqual(query);
    expect(inReaderDays({}, 240)).toEqual({});
  });
});
