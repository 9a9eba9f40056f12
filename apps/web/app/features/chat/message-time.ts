// Day separators and message times in UTC, like formatDate (lib/relative-time.ts): the server render
// and the browser must print the same text and the same groups, or hydration would disagree.
import { formatDate } from '../../lib/relative-time.ts';

export type DayGroup<M> = { day: string; label: string; items: M[] };

/** Messages (oldest first) cut into runs of the same calendar day. */
export function groupByDay<M extends { createdAt: string }>(messages: M[]): DayGroup<M>[] {
  const groups: DayGroup<M>[] = [];
  for (const message of messages) {
    const at = new Date(message.createdAt);
    const day = at.toISOString().slice(0, 10);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(message);
    else groups.push({ day, label: formatDate(at), items: [message] });
  }
  return groups;
}

/** HH:MM on a 24-hour clock (no AM/PM words to translate, digits the same in both languages). */
export function clockTime(iso: string): string {
  const at = new Date(iso);
  const hh = String(at.getUTCHours()).padStart(2, '0');
  const mm = String(at.getUTCMinutes()).padStart(2, '0');
  return `${hh}:${mm}`;
}
