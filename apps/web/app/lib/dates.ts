// The one place that writes dates for people (docs/product/i18n-and-rtl.md#dates-and-relative-time,
// docs/decisions/0038-dates-and-direction.md, 0042-reader-time-zone.md): DD/MM/YYYY whatever the
// browser's locale, digits the same in both languages, on the reader's clock: `offset` minutes
// east of UTC. Components take the writers bound to the offset the page was rendered with
// (lib/use-dates.ts), so the server render and the browser print the same text. Never Intl or
// toLocale*: they follow the browser's own zone and locale. Reading a typed day is lib/day-input.ts.
import { createContext, useContext, useEffect, useState } from 'react';
import { DEFAULT_UTC_OFFSET, utcOffsetCookie } from '@souqna/contracts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * Minutes east of UTC, or 'browser': the browser's own zone moment by moment. Only the browser
 * takes that value, after hydration, in a zone with summer time (decision 0042): one offset would
 * put a summer evening's ad on the wrong day in winter.
 */
export type UtcOffset = number | 'browser';

/** The offset in force at `at`. */
function offsetAt(at: Date | string | number, offset: UtcOffset): number {
  return offset === 'browser' ? -new Date(at).getTimezoneOffset() || 0 : offset;
}

/**
 * The moment moved by `offset`, so its UTC fields (getUTCDate, getUTCHours…) read the wall clock
 * of the reader's zone. Only for reading those fields: it is not the same moment.
 */
export function wallClock(at: Date | string, offset: UtcOffset): Date {
  return new Date(new Date(at).getTime() + offsetAt(at, offset) * MINUTE);
}

/** DD/MM/YYYY. */
export function formatDate(at: Date | string, offset: UtcOffset): string {
  const d = wallClock(at, offset);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** HH:MM on a 24-hour clock (no AM/PM words to translate). */
export function clockTime(at: Date | string, offset: UtcOffset): string {
  const d = wallClock(at, offset);
  return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** DD/MM/YYYY HH:MM, for logs and histories where the time of day matters. */
export function formatDateTime(at: Date | string, offset: UtcOffset): string {
  return `${formatDate(at, offset)} ${clockTime(at, offset)}`;
}

/** The reader's calendar day as a count of days since 01/01/1970: midnights between two moments. */
export function dayNumber(at: Date | string | number, offset: UtcOffset): number {
  return Math.floor((new Date(at).getTime() + offsetAt(at, offset) * MINUTE) / DAY);
}

/** A calendar day as a form sends it (YYYY-MM-DD) written DD/MM/YYYY; anything else as it came. */
export function formatDay(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** The reader's offset, minutes east of UTC, as the root provides it (useReaderOffset). */
export const UtcOffsetContext = createContext<UtcOffset>(DEFAULT_UTC_OFFSET);

/** The offset every date is written in; components mostly take the writers bound to it, `useDates()`. */
export function useUtcOffset(): UtcOffset {
  return useContext(UtcOffsetContext);
}

/**
 * The offset to write dates with (the root's, for UtcOffsetContext): the rendered one, from the
 * request's cookie through the root loader, so hydration agrees with the server; then, if the
 * browser's zone is another, its own, saved in the cookie for the next request. A first visit from
 * Dubai shows Dubai's time a moment after load, and straight from the server the next time. The
 * cookie is written on the first visit even when the zone is the rendered one: it is also a sign
 * of the visitor's country.
 */
let offsetWritten = false;

export function useReaderOffset(rendered: number): UtcOffset {
  const [own, setOwn] = useState<UtcOffset | null>(null);
  useEffect(() => {
    // getTimezoneOffset counts minutes west of UTC. Every offset in use passes parseUtcOffset on
    // the server; checking it here too would cost the home page bytes for nothing.
    const real = -new Date().getTimezoneOffset() || 0;
    // Riyadh's offset is written too, once: UTC+3 says Saudi Arabia, and no cookie says no country
    // (docs/decisions/0048-visitor-country.md).
    // Written once per page load, never read back here: Chromium reports reading document.cookie
    // as a performance issue (Lighthouse's best practices).
    if (!offsetWritten) document.cookie = utcOffsetCookie(real);
    offsetWritten = true;
    // A zone with summer time (its January and July offsets differ) is followed moment by moment.
    const year = new Date().getFullYear();
    const summerTime = new Date(year, 0, 1).getTimezoneOffset() !== new Date(year, 6, 1).getTimezoneOffset();
    if (summerTime) setOwn('browser');
    else if (real !== rendered) setOwn(real);
  }, [rendered]);
  return own ?? rendered;
}
