// What code outside the contact feature may use, through a composition root only.
import type { Database } from '../../db/client.ts';

/**
 * For the export of the member's data: how often each of their ads had its number shown (counts
 * only: who looked is the viewers' business), the ads whose numbers they looked at themselves, and
 * what they wrote to support.
 */
export async function contactForExport(sql: Database, userId: string, cap: number) {
  const [revealsOfMyAds, phonesIRevealed, supportMessages] = await Promise.all([
    sql.query(
      `select r.post_id as "postId", p.title as "postTitle", count(*)::int as reveals
         from phone_reveals r join posts p on p.id = r.post_id
        where r.seller_id = $1 group by r.post_id, p.title order by reveals desc limit $2`,
      [userId, cap],
    ),
    sql.query(
      `select post_id as "postId", created_at as "createdAt" from phone_reveals
        where viewer_id = $1 order by created_at desc limit $2`,
      [userId, cap],
    ),
    sql.query(
      `select id, subject, message, status, created_at as "createdAt" from support_messages
        where user_id = $1 order by created_at desc limit $2`,
      [userId, cap],
    ),
  ]);
  return { revealsOfMyAds, phonesIRevealed, supportMessages };
}
