// Day filters on the reader's calendar (docs/decisions/0042-reader-time-zone.md). A typed day
// (YYYY-MM-DD, lib/day-input.ts) is a day where the reader is: "from 05/03" in Dubai starts at
// 04/03 20:00 UTC, or a payment the list shows on the 5th would be left out. The address keeps the
// day; only the API is sent the two moments that bound it.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BARE_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first moment of `day` at `offset` minutes east of UTC. */
function startOf(day: string, offset: number): number {
  return Date.parse(`${day}T00:00:00.000Z`) - offset * MINUTE;
}

/**
 * The query with its bare days as moments: `dateFrom` the first of the reader's day, `dateTo` the
 * last millisecond of it (the API reads a dateTo with a time as "through that moment"). Values
 * with a time of their own, and every other key, go as they came.
 */
export function inReaderDays<Q extends { dateFrom?: unknown; dateTo?: unknown }>(
  query: Q,
  offset: number,
): Q {
  const { dateFrom: from, dateTo: to } = query;
  const bare = (day: unknown): day is string => typeof day === 'string' && BARE_DAY.test(day);
  return {
    ...query,
    ...(bare(from) ? { dateFrom: new Date(startOf(from, offset)).toISOString() } : {}),
    ...(bare(to) ? { dateTo: new Date(startOf(to, offset) + DAY - 1).toISOString() } : {}),
  };
}
