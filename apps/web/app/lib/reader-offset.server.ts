import { UTC_OFFSET_COOKIE, utcOffsetOr } from '@souqna/contracts';
import { readCookie } from './cookies.ts';

/**
 * The reader's offset from UTC in minutes, as the browser saved it (lib/dates.ts), else
 * Riyadh's: what the root loader renders dates with and what day filters are read in
 * (docs/decisions/0042-reader-time-zone.md).
 */
export function readerOffset(request: Request): number {
  return utcOffsetOr(readCookie(request, UTC_OFFSET_COOKIE));
}
