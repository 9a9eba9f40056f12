// The phone reveal log (db/migrations/0009_phone_reveal.sql): one row per counted reveal.
import type { Database, Orm } from '../../db/client.ts';
import { phoneReveals } from '../../db/schema.ts';

export async function logReveal(db: Orm, row: { postId: string; viewerId: string; sellerId: string }) {
  await db.insert(phoneReveals).values(row);
}

/** How often each of the member's ads had its number shown: counts only, who looked is the viewers' business. */
export const revealsOfAdsForExport = (sql: Database, userId: string, cap: number) =>
  sql.query(
    `select r.post_id as "postId", p.title as "postTitle", count(*)::int as reveals
       from phone_reveals r join posts p on p.id = r.post_id
      where r.seller_id = $1 group by r.post_id, p.title order by reveals desc limit $2`,
    [userId, cap],
  );

/** The ads whose numbers the member looked at themselves. */
export const revealsByMemberForExport = (sql: Database, userId: string, cap: number) =>
  sql.query(
    `select post_id as "postId", created_at as "createdAt" from phone_reveals
      where viewer_id = $1 order by created_at desc limit $2`,
    [userId, cap],
  );
