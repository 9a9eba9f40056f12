// DELETE /api/post/{postId}: the owner or an admin; the files go after the rows.
import type { AuthUser, Deps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { removeImageFiles } from './post-images.ts';
import { loadPost } from '../../lib/lookups.ts';
import { deletePost, unshared } from './posts.queries.ts';
import { invalidateListings } from '../../lib/listing-cache.ts';

export async function removePost(deps: Deps, viewer: AuthUser, id: string): Promise<void> {
  const post = await loadPost(deps, id);
  if (post.userId !== viewer.id && viewer.role !== 'admin') throw new AppError('UnauthorizedError');
  const images = await deletePost(deps.orm, post.id);
  if (!images) throw new AppError('NotFoundError');
  invalidateListings(deps.sql);
  await removeImageFiles(deps.storage, await unshared(deps.orm, images));
}
