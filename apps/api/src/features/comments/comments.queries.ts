import { visibleToViewerSql } from '../../policies/blocks.ts';
import { eq } from 'drizzle-orm';
import type { Database, Orm } from '../../db/client.ts';
import { comments } from '../../db/schema.ts';
import { timeKeySql, type Cursor } from '../../lib/cursor.ts';

export type CommentView = {
  id: string;
  post_id: string;
  user_id: string;
  body: string;
  created_at: Date | string;
  updated_at: Date | string;
  username: string | null;
  fullname: string;
  avatar: string | null;
  post_owner_id: string;
  sort_key: string;
};

const SELECT = `select c.id, c.post_id, c.user_id, c.body, c.created_at, c.updated_at,
    u.username, u.fullname, u.avatar, p.user_id as post_owner_id, ${timeKeySql('c.created_at')} as sort_key
  from comments c join users u on u.id = c.user_id join posts p on p.id = c.post_id`;

export async function commentView(database: Database, id: string): Promise<CommentView | undefined> {
  const [row] = await database.query<CommentView>(`${SELECT} where c.id = $1 and c.deleted_at is null`, [id]);
  return row;
}

/** Oldest first, keyset on (created_at, id); authors the viewer blocked are left out. */
export function commentPage(
  database: Database,
  postId: string,
  viewerId: string | undefined,
  after: Cursor | undefined,
  limit: number,
) {
  const params: unknown[] = [postId, limit, viewerId ?? null];
  let keyset = '';
  if (after) {
    params.push(after.key, after.id);
    keyset = 'and (c.created_at, c.id) > ($4::timestamptz, $5::uuid)';
  }
  return database.query<CommentView>(
    `${SELECT} where c.post_id = $1 and c.deleted_at is null ${keyset}
       and ${visibleToViewerSql('c.user_id', '$3', { optional: true })}
     order by c.created_at, c.id limit $2`,
    params,
  );
}

export async function insertComment(db: Orm, values: { postId: string; userId: string; body: string }) {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  return row!.id;
}

export const updateCommentBody = (db: Orm, id: string, body: string) =>
  db.update(comments).set({ body, updatedAt: new Date() }).where(eq(comments.id, id));

export const softDeleteComment = (db: Orm, id: string) =>
  db.update(comments).set({ deletedAt: new Date() }).where(eq(comments.id, id));

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
