// Day separators in UTC, like every date (lib/dates.ts): the server render and the browser must
// print the same text and the same groups, or hydration would disagree.
import { formatDate } from '../../lib/dates.ts';

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
