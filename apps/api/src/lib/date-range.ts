// The lists' `dateTo` (ads, payments, members, the audit log), one rule for all.

const DAY_MS = 86_400_000;

/**
 * The first moment after a dateTo: a date without a time (midnight UTC) means "through the end of
 * that day", one with a time "through that moment" (the web app sends the last millisecond of the
 * reader's day: docs/decisions/0042-reader-time-zone.md).
 */
export const endOf = (d: Date) => new Date(d.getTime() + (d.getTime() % DAY_MS === 0 ? DAY_MS : 1));
