import { endpoints, type Locale } from '@souqna/contracts';
import type { apiFor } from './api.server.ts';
import { cardsPage, type CardsPage } from './card-data.ts';

/** A user's favourites as a listing page (cards and cursor), for /favorites and ?type=fav. */
export async function loadFavorites(
  api: ReturnType<typeof apiFor>,
  userId: string,
  url: URL,
  locale: Locale,
): Promise<CardsPage> {
  const cursor = url.searchParams.get('cursor') || undefined;
  const page = await api.call(endpoints.userFavorites, { params: { userId }, query: { cursor } });
  return cardsPage({ items: page.items.map((i) => i.post), nextCursor: page.nextCursor }, locale);
}
