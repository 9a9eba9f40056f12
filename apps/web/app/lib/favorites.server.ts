import { endpoints, type PostsPage } from '@souqna/contracts';
import type { apiFor } from './api.server.ts';

/** A user's favourites as a listing page (cards and cursor), for /favorites and ?type=fav. */
export async function loadFavorites(
  api: ReturnType<typeof apiFor>,
  userId: string,
  url: URL,
): Promise<PostsPage> {
  const cursor = url.searchParams.get('cursor') || undefined;
  const page = await api.call(endpoints.userFavorites, { params: { userId }, query: { cursor } });
  return { items: page.items.map((i) => i.post), nextCursor: page.nextCursor };
}
