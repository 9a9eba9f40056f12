// What code outside the comments feature may use, through the composition root only
// (src/moderation.ts): a report's `removed` deletes the comment as DELETE /api/comment/{id} does.
import type { Database } from '../../db/client.ts';
export { deleteComment } from './comments.service.ts';

/** The member's comments that still stand, with the ad each is on, for the export of their data. */
export const commentsForExport = (sql: Database, userId: string, cap: number) =>
  sql.query(
    `select c.id, c.post_id as "postId", p.title as "postTitle", c.body, c.created_at as "createdAt",
            c.updated_at as "updatedAt"
       from comments c left join posts p on p.id = c.post_id
      where c.user_id = $1 and c.deleted_at is null
      order by c.created_at desc, c.id desc limit $2`,
    [userId, cap],
  );
