// DELETE /api/post/{postId}: the owner or an admin; the files go after the rows.
import type { AuthUser, Deps } from '../../context.ts';
import { writeAdminAudit } from '../../lib/admin-audit.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadPost } from '../../domain/lookups.ts';
import { authorize } from '../../policies/permissions.ts';
import { removeImageFiles } from './post-images.ts';
import { deletePost, unshared } from './posts.queries.ts';

export async function removePost(deps: Deps, viewer: AuthUser, id: string): Promise<void> {
  const post = await loadPost(deps, id);
  authorize(viewer, 'ad.delete', { ownerId: post.userId });
  // Someone else's ad is removed by an admin: that goes to the audit log, in the same transaction.
  const audit =
    viewer.id === post.userId
      ? undefined
      : (tx: Tx) =>
          writeAdminAudit(tx, viewer.id, {
            action: 'post.delete',
            targetType: 'post',
            targetId: post.id,
            details: { title: post.title, ownerId: post.userId },
          });
  const images = await deletePost(deps.sql, post.id, audit);
  if (!images) throw new AppError('NotFoundError');
  deps.events.publish('post.deleted', { postId: post.id, userId: post.userId });
  await removeImageFiles(deps.storage, await unshared(deps.orm, images));
}
