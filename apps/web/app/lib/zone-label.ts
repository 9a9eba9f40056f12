/**
 * The reader's zone as the page names it, from its offset in minutes east of UTC
 * (docs/decisions/0042-reader-time-zone.md): 180 → "UTC+3", -210 → "UTC-3:30", 0 → "UTC".
 */
export function zoneLabel(offset: number): string {
  if (offset === 0) return 'UTC';
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  const hours = `${Math.trunc(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
  return `UTC${offset < 0 ? '-' : '+'}${hours}`;
}
