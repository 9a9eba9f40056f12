// Dates on the reader's clock (docs/decisions/0042-reader-time-zone.md). The root loader reads the
// offset from the request's cookie; the server renders with it and the browser hydrates with the
// same value (from the loader's data, never its own clock), so hydration always agrees. Then, if
// the browser's zone is another, it saves its own in the cookie and every date re-renders with it:
// a first visit from Dubai shows Dubai's time a moment after load, and straight from the server next time.
import { createContext, useContext, useEffect, useState } from 'react';
import {
  DEFAULT_UTC_OFFSET,
  UTC_OFFSET_COOKIE,
  UTC_OFFSET_COOKIE_ATTRIBUTES,
  parseUtcOffset,
} from '@souqna/contracts';
import { serializeCookie } from './cookies.ts';
import { datesAt, type Dates } from './dates.ts';

export const DatesContext = createContext<Dates>(datesAt(DEFAULT_UTC_OFFSET));

/** formatDate, clockTime and formatDateTime on the reader's clock, and its offset. */
export function useDates(): Dates {
  return useContext(DatesContext);
}

/** The offset to write dates with: the rendered one until hydration, then the browser's own. */
export function useReaderOffset(rendered: number): number {
  const [own, setOwn] = useState<number | null>(null);
  useEffect(() => {
    // getTimezoneOffset counts minutes west of UTC; a zone outside the range kept stays as rendered.
    const real = parseUtcOffset(String(-new Date().getTimezoneOffset()));
    if (real === null || real === rendered) return;
    document.cookie = serializeCookie(UTC_OFFSET_COOKIE, String(real), UTC_OFFSET_COOKIE_ATTRIBUTES);
    setOwn(real);
  }, [rendered]);
  return own ?? rendered;
}
