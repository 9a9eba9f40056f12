// An ad's term, renewal and refresh, and the hourly job's two batches (0025_ad_lifecycle.sql,
// docs/decisions/0053-ad-lifecycle-and-contact-bar.md).
import { AD_LIFETIME_DAYS_DEFAULT, EXPIRY_NOTICE_DAYS, REFRESH_INTERVAL_HOURS } from '@souqna/contracts';
import { sql } from 'drizzle-orm';
import type { Connection, Orm } from '../../../db/client.ts';
import { posts } from '../../../db/schema.ts';

type Conn = Pick<Connection, 'query'>;

/**
 * SQL: the end of a term starting now, the site setting `adLifetimeDays` read in the same statement
 * (raw, like the commission: a setting is one row of site_settings).
 */
export const TERM_END_SQL = `now() + make_interval(days => coalesce(
  (select (value #>> '{}')::int from site_settings where key = 'adLifetimeDays'), ${AD_LIFETIME_DAYS_DEFAULT}))`;
export const termEnd = () => sql.raw(TERM_END_SQL);

/**
 * A new term: expired ads come back at the top of the listings (listed_at now), live ones keep their
 * place (a renewal is no refresh). The row as it is now, undefined once gone.
 */
export async function renew(db: Orm, id: string) {
  const [row] = await db
    .update(posts)
    .set({
      expiresAt: termEnd(),
      expiredAt: null,
      expiryNoticed: false,
      listedAt: sql`case when ${posts.expiredAt} is null then ${posts.listedAt} else now() end`,
    })
    .where(sql`${posts.id} = ${id}`)
    .returning();
  return row;
}

/**
 * To the top, if it was last put there REFRESH_INTERVAL_HOURS ago or more (the test and the write
 * in one statement, so two taps at once move it once). Undefined when refused.
 */
export async function refresh(db: Orm, id: string) {
  const [row] = await db
    .update(posts)
    .set({ listedAt: sql`now()` })
    .where(
      sql`${posts.id} = ${id} and ${posts.listedAt} <= now() - make_interval(hours => ${REFRESH_INTERVAL_HOURS})`,
    )
    .returning();
  return row;
}

export type Due = { id: string; user_id: string };

/**
 * Marks up to `limit` live ads whose term ends within EXPIRY_NOTICE_DAYS as told, returning them
 * (posts_expiry_idx: the range (false, ≤ now + 3 days)). Sold ads are marked but not returned: they
 * left the listings already and have nothing to renew for.
 */
export async function markNoticeBatch(conn: Conn, limit: number) {
  return conn.query<Due & { sold: boolean }>(
    `with due as (
       select id from posts
        where expired_at is null and not expiry_noticed
          and expires_at <= now() + make_interval(days => ${EXPIRY_NOTICE_DAYS}) and expires_at > now()
        limit $1 for update skip locked
     )
     update posts p set expiry_noticed = true from due where p.id = due.id
     returning p.id, p.user_id, p.sold_at is not null as sold`,
    [limit],
  );
}

/**
 * Takes up to `limit` ads whose term has ended out of the listings (either half of posts_expiry_idx).
 * In no order: an ORDER BY would sort every due row for each batch (34,000 rows, 1.3 s on 1 M ads
 * with a day's backlog), where the index range stops at `limit` (1–11 ms).
 */
export async function expireBatch(conn: Conn, limit: number) {
  return conn.query<Due>(
    `with due as (
       select id from posts
        where expired_at is null and expiry_noticed = any('{false,true}') and expires_at <= now()
        limit $1 for update skip locked
     )
     update posts p set expired_at = now() from due where p.id = due.id
     returning p.id, p.user_id`,
    [limit],
  );
}
