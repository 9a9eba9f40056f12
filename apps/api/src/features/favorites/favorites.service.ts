// Favourites: toggled by postId (docs/product/social.md#favourites), listed per member (public, as the profile's type=fav tab).
import type { AuthUser, Deps } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { timePage } from '../../lib/cursor.ts';
import { reference } from '../../domain/reference.ts';
import { favoriteStats, findUserRow, loadPost } from '../../domain/lookups.ts';
import { cardRows, toCard } from '../../domain/post-cards.ts';
import { favoritePage, toggleFavorite } from './favorites.queries.ts';

export async function toggle(deps: Deps, viewer: AuthUser, postId: string) {
  const post = await loadPost(deps, postId);
  const favorited = await toggleFavorite(deps.sql, viewer.id, post.id);
  // The member's kept listing marks (docs/decisions/0067-member-reads-kept.md) show it at once.
  await deps.events.publish('favorite.changed', { userId: viewer.id, postId: post.id, favorited });
  if (!favorited) return { favorited };
  const [ref, [row]] = await Promise.all([reference(deps.orm), cardRows(deps.sql, [post.id], viewer.id)]);
  return { favorited, post: toCard(row!, ref, deps.storage, viewer) };
}

export async function listOfUser(
  deps: Deps,
  viewer: AuthUser | null,
  userId: string,
  q: { cursor?: string | undefined; limit: number },
) {
  if (!(await findUserRow(deps.orm, userId))) throw new AppError('NotFoundError');
  const { page, nextCursor } = await timePage(
    'favorites',
    q,
    (after, limit) => favoritePage(deps.sql, userId, viewer?.id, after, limit),
    (f) => f.post_id,
  );
  const [ref, rows] = await Promise.all([
    reference(deps.orm),
    cardRows(
      deps.sql,
      page.map((f) => f.post_id),
      viewer?.id,
    ),
  ]);
  const created = new Map(page.map((f) => [f.post_id, new Date(f.created_at).toISOString()]));
  return {
    items: rows.map((r) => ({ post: toCard(r, ref, deps.storage, viewer), createdAt: created.get(r.id)! })),
    nextCursor,
  };
}

export async function statsOf(deps: Deps, viewer: AuthUser | null, postId: string) {
  const post = await loadPost(deps, postId);
  return favoriteStats(deps.orm, post.id, viewer?.id);
}
