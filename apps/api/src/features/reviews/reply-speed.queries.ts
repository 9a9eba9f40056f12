// How fast a seller usually answers (docs/decisions/0056-seller-reviews.md): the median
// time from a buyer's first message in a room about one of their ads to the seller's first answer,
// over the rooms opened in the last REPLY_SPEED_DAYS days. A question left unanswered for over a day
// counts as slower than a day; one asked less than a day ago and not yet answered is not counted.
import { REPLY_SPEED_DAYS, type ReplySpeed } from '@souqna/contracts';
import type { Connection } from '../../db/client.ts';

/** With no answered or overdue question in the window the profile says nothing. */
export const REPLY_SPEED_MIN_ROOMS = 1;
const HOUR = 3600;

/** The median in seconds (null: too few rooms to say). */
export async function medianFirstReply(conn: Pick<Connection, 'query'>, sellerId: string) {
  const [row] = await conn.query<{ rooms: number; median: number | null }>(
    `select count(*)::int as rooms,
            percentile_disc(0.5) within group (order by
              coalesce(extract(epoch from answered_at - asked_at), 1e12)) as median
       from chat_reply_times
      where seller_id = $1 and asked_at > now() - make_interval(days => $2)
        and (answered_at is not null or asked_at < now() - interval '1 day')`,
    [sellerId, REPLY_SPEED_DAYS],
  );
  if (!row || row.rooms < REPLY_SPEED_MIN_ROOMS || row.median === null) return null;
  return Number(row.median);
}

export function speedBucket(seconds: number | null): ReplySpeed | null {
  if (seconds === null) return null;
  if (seconds <= HOUR) return 'hour';
  if (seconds <= 6 * HOUR) return 'hours';
  if (seconds <= 24 * HOUR) return 'day';
  return 'slow';
}
