import { data } from 'react-router';
import { endpoints, FAVORITES_MENU_MAX, isLocale } from '@souqna/contracts';
import type { Route } from './+types/favorite';
import { apiFor } from '../lib/api.server.ts';
import { readForm } from '../lib/form-data.ts';
import { viewerOf } from '../lib/guards.server.ts';

/**
 * The heart's server half (docs/product/social.md#favourites). The API toggles, so the form says which state the user
 * wants: when a double click left the server on the other side, one more toggle settles it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const postId = String(form.get('postId') ?? '');
  const wanted = form.get('favorite') === 'true';
  const locale = isLocale(form.get('locale')) ? (form.get('locale') as 'ar' | 'en') : 'ar';
  if (!viewerOf({ context })) return data({ favorited: false }, { status: 401 });
  const api = apiFor(request, context, locale);
  const toggle = () => api.call(endpoints.toggleFavorite, { body: { postId } });
  let answer = await toggle();
  if (answer.favorited !== wanted) answer = await toggle();
  return { favorited: answer.favorited };
}

/** The header menu's list (docs/product/screens-and-routes.md#header-menus): the first favourites, loaded when the menu opens. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = viewerOf({ context });
  if (!user) return { items: [], userId: null };
  const locale = new URL(request.url).searchParams.get('locale');
  const api = apiFor(request, context, isLocale(locale) ? locale : 'ar');
  const page = await api.call(endpoints.userFavorites, {
    params: { userId: user._id },
    query: { limit: FAVORITES_MENU_MAX },
  });
  return { items: page.items.map((item) => item.post), userId: user._id };
}
