import type { UtcOffset } from './dates.ts';

/**
 * The reader's zone as the page names it, from its offset in minutes east of UTC
 * (docs/decisions/0042-reader-time-zone.md): 180 → "UTC+3", -210 → "UTC-3:30", 0 → "UTC"; a zone
 * with summer time, followed moment by moment, by its own name ("America/Los_Angeles").
 */
export function zoneLabel(offset: UtcOffset): string {
  if (offset === 'browser') return Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (offset === 0) return 'UTC';
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  const hours = `${Math.trunc(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  return `UTC${offset < 0 ? '-' : '+'}${hours}`;
}
