// The one place that writes and reads dates for people (docs/product/i18n-and-rtl.md#dates-and-relative-time,
// docs/decisions/0038-dates-and-direction.md): DD/MM/YYYY whatever the browser's locale, digits
// the same in both languages, in UTC so the server render and the browser print the same text
// (hydration would disagree otherwise). Never Intl or toLocale*: they follow the browser.
import { toAsciiDigits } from '@souqna/contracts/digits';

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

function isoDay(year: number, month: number, day: number): string | null {
  const at = new Date(Date.UTC(year, month - 1, day));
  // 31/02 rolls over into March: such a day does not exist.
  if (
    year < 1000 ||
    at.getUTCFullYear() !== year ||
    at.getUTCMonth() !== month - 1 ||
    at.getUTCDate() !== day
  )
    return null;
  return `${year}-${two(month)}-${two(day)}`;
}

/**
 * A typed day as YYYY-MM-DD, or null when it is not one. Takes DD/MM/YYYY (also D/M/YYYY, with
 * `-`, `.` or spaces between), eight digits DDMMYYYY, or YYYY-MM-DD itself (also with `/`), in any digits
 * (Arabic-Indic ٠-٩ and Persian ۰-۹ too).
 */
export function parseDay(raw: string | null | undefined): string | null {
  const text = toAsciiDigits(raw ?? '').trim();
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy =
    /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/.exec(text) ??
    /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (dmy) return isoDay(Number(dmy[3]), Number(dmy[2]), Number(dmy[1]));
  return null;
}

/**
 * What the day field shows as digits are typed: ASCII digits, `/` between the parts, and the
 * slashes put in after the day and the month when the reader types digits only ("1503" →
 * "15/03", "15/032" → "15/03/2"). A part of one digit ("1/3/2026") is the reader's own cut and
 * is kept as typed.
 */
export function maskDay(typed: string): string {
  const text = toAsciiDigits(typed)
    .replace(/[^\d/.\-\s]/g, '')
    .replace(/[.\-\s]/g, '/')
    .replace(/\/+/g, '/');
  const parts = text.split('/');
  if (parts.slice(0, -1).some((part) => part.length !== 2)) return text.slice(0, 10);
  const digits = parts.join('').slice(0, 8);
  const cut = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
  // A slash typed after a whole day or month stays, so the reader sees it land.
  return text.endsWith('/') && (digits.length === 2 || digits.length === 4) ? `${cut}/` : cut;
}
