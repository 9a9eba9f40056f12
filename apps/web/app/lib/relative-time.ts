// docs/product/i18n-and-rtl.md#dates-and-relative-time: seconds under a minute, minutes under an
// hour, hours under a day, then days up to 30 counted in the reader's calendar (midnights passed at
// `offset`, decision 0042: what was posted yesterday evening is "1 day ago" this morning, from 24
// hours on), then the date as DD/MM/YYYY. Pure, so the server and the tests agree on the boundaries.
import { dayNumber, formatDate, type UtcOffset } from './dates.ts';

export type RelativeTime =
  { unit: 'seconds' | 'minutes' | 'hours' | 'days'; count: number } | { unit: 'date'; date: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(when: string | Date, offset: UtcOffset, now: number = Date.now()): RelativeTime {
  const at = new Date(when);
  // A clock a little ahead of the server's must not print "in 3 seconds".
  const diff = Math.max(0, now - at.getTime());
  if (diff < MINUTE) return { unit: 'seconds', count: Math.floor(diff / 1000) };
  if (diff < HOUR) return { unit: 'minutes', count: Math.floor(diff / MINUTE) };
  if (diff < DAY) return { unit: 'hours', count: Math.floor(diff / HOUR) };
  const days = dayNumber(now, offset) - dayNumber(at, offset);
  if (days <= 30) return { unit: 'days', count: days };
  return { unit: 'date', date: formatDate(at, offset) };
}
