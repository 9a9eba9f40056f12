// Reading a day as people type it (docs/decisions/0038-dates-and-direction.md): DD/MM/YYYY in any
// digits, for the date field (ui/date-field.tsx) and the loaders that read what it sent without
// JavaScript (lib/url-filters.ts, lib/listing.server.ts). Writing dates is lib/dates.ts.
import { toAsciiDigits } from '@souqna/contracts/digits';

const two = (n: number) => String(n).padStart(2, '0');

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
