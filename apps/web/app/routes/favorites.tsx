import { useTranslation } from 'react-i18next';
import type { Route } from './+types/favorites';
import { FavoritesEmpty } from '../features/favorites/favorites-empty.tsx';
import { ListingLayout } from '../features/posts/listing-layout.tsx';
import { apiFor } from '../lib/api.server.ts';
import { loadFavorites } from '../lib/favorites.server.ts';
import { localeOf, requireUser } from '../lib/guards.server.ts';
import { keepListing } from '../lib/keep-listing.ts';
import { useKeepOffline } from '../lib/use-offline-copy.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'favorites');

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const url = new URL(args.request.url);
  const locale = localeOf(args);
  const page = await loadFavorites(apiFor(args.request, args.context, locale), user._id, url, locale);
  return { page };
}

export const shouldRevalidate = keepListing;

export default function FavoritesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useKeepOffline();
  return (
    <ListingLayout
      heading={<h1 className="text-2xl font-bold">{t('meta.favorites.title')}</h1>}
      page={loaderData.page}
      empty={<FavoritesEmpty />}
    />
  );
}
