// The writers of lib/dates.ts bound to the reader's offset (docs/decisions/0042-reader-time-zone.md).
// Apart from dates.ts so the home page, whose only dates are relative ones, does not download them.
import { clockTime, formatDate, formatDateTime, useUtcOffset, type UtcOffset } from './dates.ts';

export type Dates = {
  offset: UtcOffset;
  formatDate: (at: Date | string) => string;
  clockTime: (at: Date | string) => string;
  formatDateTime: (at: Date | string) => string;
};

export function datesAt(offset: UtcOffset): Dates {
  return {
    offset,
    formatDate: (at) => formatDate(at, offset),
    clockTime: (at) => clockTime(at, offset),
    formatDateTime: (at) => formatDateTime(at, offset),
  };
}

/** formatDate, clockTime and formatDateTime on the reader's clock, and its offset. */
export function useDates(): Dates {
  return datesAt(useUtcOffset());
}
