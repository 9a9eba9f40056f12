// The reader's time zone as a fixed offset (docs/decisions/0042-reader-time-zone.md): the browser
// writes it into a cookie, the server renders dates with it, and the guest page cache keys on it.
// An offset and not an IANA zone: reading the browser's zone name needs Intl, which the home
// page's script budget does not pay for, and neither Saudi Arabia nor the UAE has daylight saving.

/** Minutes east of UTC, as `-new Date().getTimezoneOffset()` gives them (Riyadh 180, Dubai 240). */
export const UTC_OFFSET_COOKIE = 'utc_offset';
/** Arabia Standard Time (Riyadh, UTC+3): dates are written in it until the browser says otherwise. */
export const DEFAULT_UTC_OFFSET = 180;

/** UTC−12:00 to UTC+14:00, the offsets in use on Earth, in whole quarter hours (Nepal's +5:45). */
export function isUtcOffset(minutes: number): boolean {
  return minutes >= -720 && minutes <= 840 && minutes % 15 === 0;
}

/** The offset a cookie gives, or null when it is no offset in use. */
export function parseUtcOffset(value: string | null | undefined): number | null {
  if (!value || !/^-?\d{1,3}$/.test(value)) return null;
  const minutes = Number(value) || 0; // "-0" is 0
  return isUtcOffset(minutes) ? minutes : null;
}

/** The offset to render with: the cookie's when it holds one, else Riyadh's. */
export function utcOffsetOr(value: string | null | undefined): number {
  return parseUtcOffset(value) ?? DEFAULT_UTC_OFFSET;
}

/**
 * The cookie as the page's script writes it (`document.cookie`; only the browser knows its zone,
 * so the server never sets it): site-wide, Lax, for a year (365 days, as the theme's); not HttpOnly.
 */
export function utcOffsetCookie(minutes: number): string {
  return `${UTC_OFFSET_COOKIE}=${minutes}; Path=/; SameSite=Lax; Max-Age=31536000`;
}
