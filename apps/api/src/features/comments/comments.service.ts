// Comments: anyone signed in writes; the author edits; the author, the post's owner or an admin deletes (docs/product/social.md#comments).
import { assertNotBlockedBy } from '../../policies/blocks.ts';
import { authorize } from '../../policies/permissions.ts';
import type { Comment } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { writeAdminAudit } from '../../lib/admin-audit.ts';
import { AppError, isUuid } from '../../lib/app-error.ts';
import { timePage } from '../../lib/cursor.ts';
import { findCommentRow, loadPost } from '../../domain/lookups.ts';
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
  // The comment and its notification's job commit together (compose/subscriptions.ts).
  const id = await deps.sql.transaction(async (tx) => {
    const commentId = await insertComment(tx.orm, { postId: post.id, userId: viewer.id, body });
    await deps.events.publish('comment.created', { commentId, postId: post.id, authorId: viewer.id }, tx);
    return commentId;
  });
  return view(deps, id);
}

export async function listComments(
  deps: Deps,
  viewer: AuthUser | null,
  postId: string,
  q: { cursor?: string | undefined; limit: number },
) {
  const post = await loadPost(deps, postId);
  const { page, nextCursor } = await timePage('comments', q, (after, limit) =>
    commentPage(deps.sql, post.id, viewer?.id, after, limit),
  );
  return { items: page.map(toComment), nextCursor };
}

export async function editComment(deps: Deps, viewer: AuthUser, id: string, body: string) {
  const row = await loadOwn(deps, id);
  authorize(viewer, 'comment.edit', { ownerId: row.userId });
  await updateCommentBody(deps.orm, id, body);
  deps.events.publish('comment.updated', { commentId: id, postId: row.postId });
  return view(deps, id);
}

export async function deleteComment(deps: Deps, viewer: AuthUser, id: string): Promise<void> {
  const row = await loadOwn(deps, id);
  const post = await loadPost(deps, row.postId);
  authorize(viewer, 'comment.delete', { ownerId: row.userId, adOwnerId: post.userId });
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
