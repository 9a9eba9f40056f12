import { describe, expect, it } from 'vitest';
import { groupByDay } from './message-time.ts';

const messages = [
  { id: 'a', createdAt: '2026-11-22T20:59:00.000Z' },
  { id: 'b', createdAt: '2026-11-22T21:00:00.000Z' },
  { id: 'c', createdAt: '2026-11-22T23:59:00.000Z' },
  { id: 'd', createdAt: '2026-11-23T00:00:00.000Z' },
];

describe('groupByDay', () => {
  it("cuts messages into runs of one of the reader's days, labelled DD/MM/YYYY, order kept", () => {
    // Riyadh's midnight is 21:00 UTC.
    expect(groupByDay(messages, 180).map((g) => [g.day, g.label, g.items.map((m) => m.id)])).toEqual([
      ['2026-11-22', '22/11/2026', ['a']],
      ['2026-11-23', '23/11/2026', ['b', 'c', 'd']],
    ]);
  });
  it('cuts the same messages elsewhere at that zone’s midnight', () => {
    expect(groupByDay(messages, 0).map((g) => [g.label, g.items.map((m) => m.id)])).toEqual([
      ['22/11/2026', ['a', 'b', 'c']],
      ['23/11/2026', ['d']],
    ]);
    expect(groupByDay(messages, -300).map((g) => [g.label, g.items.length])).toEqual([['22/11/2026', 4]]);
  });
  it('answers no group for no messages', () => {
    expect(groupByDay([], 180)).toEqual([]);
  });
});
