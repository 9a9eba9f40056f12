import { FavoritesPageSchema, type PostsPage } from '@souqna/contracts';
import type { apiFor } from './api.server.ts';

/** A user's favourites as a listing page (cards and cursor), for /favorites and ?type=fav. */
export async function loadFavorites(
  api: ReturnType<typeof apiFor>,
  userId: string,
  url: URL,
): Promise<PostsPage> {
  const cursor = url.searchParams.get('cursor');
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  const page = await api.call(FavoritesPageSchema, {
    method: 'GET',
    url: `/api/favorite/user/${encodeURIComponent(userId)}${query}`,
  });
  return { items: page.items.map((i) => i.post), nextCursor: page.nextCursor };
}
