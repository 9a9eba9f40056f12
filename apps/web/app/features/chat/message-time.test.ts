import { describe, expect, it } from 'vitest';
import { groupByDay } from './message-time.ts';

describe('groupByDay', () => {
  it('cuts messages into runs of one UTC day, labelled DD/MM/YYYY, order kept', () => {
    const groups = groupByDay([
      { id: 'a', createdAt: '2026-11-22T23:59:00.000Z' },
      { id: 'b', createdAt: '2026-11-23T00:00:00.000Z' },
      { id: 'c', createdAt: '2026-11-23T17:05:00.000Z' },
    ]);
    expect(groups.map((g) => [g.label, g.items.map((m) => m.id)])).toEqual([
      ['22/11/2026', ['a']],
      ['23/11/2026', ['b', 'c']],
    ]);
  });
  it('answers no group for no messages', () => {
    expect(groupByDay([])).toEqual([]);
  });
});
