// DELETE /api/post/{postId}: the owner or an admin; the files go after the rows.
import type { AuthUser, Deps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadPost } from '../../lib/lookups.ts';
import { assertMayManage } from '../../policies/ownership.ts';
import { removeImageFiles } from './post-images.ts';
import { deletePost, unshared } from './posts.queries.ts';

export async function removePost(deps: Deps, viewer: AuthUser, id: string): Promise<void> {
  const post = await loadPost(deps, id);
  assertMayManage(viewer, post.userId);
  const images = await deletePost(deps.orm, post.id);
  if (!images) throw new AppError('NotFoundError');
  deps.events.publish('post.deleted', { postId: post.id, userId: post.userId });
  await removeImageFiles(deps.storage, await unshared(deps.orm, images));
}
