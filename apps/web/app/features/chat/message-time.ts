// Day separators on the reader's clock, like every date (lib/dates.ts, decision 0042): the offset is
// the one the page was rendered with, so the server render and the browser cut the same groups.
import { formatDate, wallClock, type UtcOffset } from '../../lib/dates.ts';

export type DayGroup<M> = { day: string; label: string; items: M[] };

/** Messages (oldest first) cut into runs of the same calendar day at `offset` minutes east of UTC. */
export function groupByDay<M extends { createdAt: string }>(messages: M[], offset: UtcOffset): DayGroup<M>[] {
  const groups: DayGroup<M>[] = [];
  for (const message of messages) {
    // The reader's calendar day, YYYY-MM-DD: the group's key and its <time dateTime>.
    const day = wallClock(message.createdAt, offset).toISOString().slice(0, 10);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(message);
    else groups.push({ day, label: formatDate(message.createdAt, offset), items: [message] });
  }
  return groups;
}
