// Comments: anyone signed in writes; the author edits; the author, the post's owner or an admin deletes (docs/product/social.md#comments).
import { assertNotBlockedBy } from '../../policies/blocks.ts';
import { mayManage } from '../../policies/ownership.ts';
import type { Comment } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { writeAdminAudit } from '../../lib/admin-audit.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { decodeCursor, keysetPage } from '../../lib/cursor.ts';
import { findCommentRow, loadPost } from '../../lib/lookups.ts';
import {
  commentPage,
  commentView,
  insertComment,
  softDeleteComment,
  updateCommentBody,
  type CommentView,
} from './comments.queries.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

export const toComment = (c: CommentView): Comment => ({
  id: c.id,
  _id: c.id,
  postId: c.post_id,
  body: c.body,
  userId: c.user_id,
  user: { _id: c.user_id, username: c.username, fullname: c.fullname, avatar: c.avatar },
  isPostOwner: c.user_id === c.post_owner_id,
  createdAt: iso(c.created_at),
  updatedAt: iso(c.updated_at),
});

async function view(deps: Deps, id: string): Promise<Comment> {
  const row = isUuid(id) ? await commentView(deps.sql, id) : undefined;
  if (!row) throw new AppError('NotFoundError');
  return toComment(row);
}
export const getComment = view;

async function loadOwn(deps: Deps, id: string) {
  const row = await findCommentRow(deps.orm, id);
  if (!row) throw new AppError('NotFoundError');
  return row;
}

export async function addComment(deps: Deps, viewer: AuthUser, postId: string, body: string) {
  const post = await loadPost(deps, postId);
  await assertNotBlockedBy(deps.sql, post.userId, viewer.id);
  const id = await insertComment(deps.orm, { postId: post.id, userId: viewer.id, body });
  deps.events.publish('comment.created', { commentId: id, postId: post.id, authorId: viewer.id });
  return view(deps, id);
}

export async function listComments(
  deps: Deps,
  viewer: AuthUser | null,
  postId: string,
  q: { cursor?: string | undefined; limit: number },
) {
  const post = await loadPost(deps, postId);
  const after = q.cursor ? decodeCursor(q.cursor, 'comments', 'time') : undefined;
  const rows = await commentPage(deps.sql, post.id, viewer?.id, after, q.limit + 1);
  const { page, nextCursor } = keysetPage(rows, q.limit, 'comments');
  return { items: page.map(toComment), nextCursor };
}

export async function editComment(deps: Deps, viewer: AuthUser, id: string, body: string) {
  const row = await loadOwn(deps, id);
  if (row.userId !== viewer.id) throw new AppError('UnauthorizedError');
  await updateCommentBody(deps.orm, id, body);
  deps.events.publish('comment.updated', { commentId: id, postId: row.postId });
  return view(deps, id);
}

export async function deleteComment(deps: Deps, viewer: AuthUser, id: string): Promise<void> {
  const row = await loadOwn(deps, id);
  const post = await loadPost(deps, row.postId);
  // The author, the ad's owner (moderating their own page) or an admin.
  if (!mayManage(viewer, row.userId) && post.userId !== viewer.id) throw new AppError('UnauthorizedError');
  if (viewer.id === row.userId || viewer.id === post.userId) await softDeleteComment(deps.orm, id);
  else await removeAsAdmin(deps, viewer, row, post.id);
  deps.events.publish('comment.deleted', { commentId: id, postId: post.id });
}

/** Only an admin gets here: removing someone else's comment goes to the audit log with it. */
async function removeAsAdmin(
  deps: Deps,
  admin: AuthUser,
  comment: { id: string; userId: string },
  postId: string,
) {
  await deps.sql.transaction(async (tx) => {
    await softDeleteComment(tx.orm, comment.id);
    await writeAdminAudit(tx, admin.id, {
      action: 'comment.delete',
      targetType: 'comment',
      targetId: comment.id,
      details: { postId, authorId: comment.userId },
    });
  });
}
