// When a search with waiting ads alerts (docs/product/saved-searches.md#alerts): instantly, at once
// unless it alerted within ALERT_WINDOW_MINUTES; daily, at 05:00 UTC (08:00 in Riyadh, 09:00 in
// Dubai) with every ad matched before it. Read from the search's last alert and its hits' times,
// so a match writes nothing but its hit (docs/decisions/0055-saved-search-alerts.md).
import { ALERT_WINDOW_MINUTES } from '@souqna/contracts';

/** The latest 05:00 UTC at or before now, in SQL. */
const DIGEST_TIME = `(date_trunc('day', now() - interval '5 hours') + interval '5 hours')`;

/** SQL: the search `s` has ads waiting and may tell them now. */
export const dueSql = (s: string) => `(case ${s}.frequency
  when 'instant' then (${s}.last_alert_at is null
      or ${s}.last_alert_at <= now() - make_interval(mins => ${ALERT_WINDOW_MINUTES}))
    and exists (select 1 from saved_search_hits h where h.search_id = ${s}.id)
  when 'daily' then exists (select 1 from saved_search_hits h
      where h.search_id = ${s}.id and h.matched_at < ${DIGEST_TIME})
  else false end)`;

/** Whether a search that just matched may alert at once (the job then wakes the delivery). */
export function dueNow(m: { frequency: string; last_alert_at: Date | string | null }, now = Date.now()) {
  if (m.frequency !== 'instant') return false;
  return !m.last_alert_at || now - new Date(m.last_alert_at).getTime() >= ALERT_WINDOW_MINUTES * 60_000;
}
