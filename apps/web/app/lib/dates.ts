// The one place that writes and reads dates for people (docs/product/i18n-and-rtl.md#dates-and-relative-time,
// docs/decisions/0038-dates-and-direction.md): DD/MM/YYYY whatever the browser's locale, digits
// the same in both languages, in UTC so the server render and the browser print the same text
// (hydration would disagree otherwise). Never Intl or toLocale*: they follow the browser.
// Reading a typed day is lib/day-input.ts.

const two = (n: number) => String(n).padStart(2, '0');
const asDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** DD/MM/YYYY. */
export function formatDate(at: Date | string): string {
  const d = asDate(at);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** HH:MM on a 24-hour clock (no AM/PM words to translate). */
export function clockTime(at: Date | string): string {
  const d = asDate(at);
  return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** DD/MM/YYYY HH:MM, for logs and histories where the time of day matters. */
export function formatDateTime(at: Date | string): string {
  return `${formatDate(at)} ${clockTime(at)}`;
}

/** A calendar day as a form sends it (YYYY-MM-DD) written DD/MM/YYYY; anything else as it came. */
export function formatDay(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}
