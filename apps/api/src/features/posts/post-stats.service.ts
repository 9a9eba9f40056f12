// GET /api/post/{id}/stats: how one ad is doing, for its seller only (docs/decisions/0041-ad-page-facts.md#seller-statistics).
import type { PostStats } from '@souqna/contracts';
import type { AuthUser, Deps } from '../../context.ts';
import { loadPost } from '../../domain/lookups.ts';
import { authorize } from '../../policies/permissions.ts';
import { viewsOf } from './views/views.service.ts';

export async function postStats(deps: Deps, viewer: AuthUser, id: string): Promise<PostStats> {
  const post = await loadPost(deps, id);
  authorize(viewer, 'ad.seeStats', { ownerId: post.userId });
  // Each count walks its own index by ad: favorites_post_user_idx, rooms_post_idx, phone_reveals_post_idx.
  const [[row], views] = await Promise.all([
    deps.sql.query<{ favourites: string; chats: string; reveals: string }>(
      `select (select count(*) from favorites where post_id = $1) as favourites,
              (select count(*) from rooms where post_id = $1 and last_seq > 0) as chats,
              (select count(*) from phone_reveals where post_id = $1) as reveals`,
      [post.id],
    ),
    viewsOf(deps, post.id),
  ]);
  return {
    views,
    favourites: Number(row!.favourites),
    chats: Number(row!.chats),
    phoneReveals: Number(row!.reveals),
  };
}
