import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';
import { homeTiles } from '../features/browse/browse.server.ts';
import { CategoryTiles } from '../features/browse/category-tiles.tsx';
import { filterSlots } from '../features/filters/filter-slots.tsx';
import { apiFor } from '../lib/api.server.ts';
import { ListingLayout } from '../features/posts/listing-layout.tsx';
import { localeOf } from '../lib/guards.server.ts';
import { keepListing } from '../lib/keep-listing.ts';
import { loadListing } from '../lib/listing.server.ts';
import { localePath } from '../lib/locale.ts';
import { useOneTimeNote } from '../lib/one-time-note.ts';
import { Alert } from '../ui/alert.tsx';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'home', { keepQuery: ['search'] });

/** An empty search (also from a form posted without JS) is the plain home page. */
export async function loader(args: Route.LoaderArgs) {
  const search = new URL(args.request.url).searchParams.get('search');
  if (search !== null && search.trim() === '') throw redirect(localePath('/', localeOf(args)));
  // The tiles' counts are kept by the API (docs/decisions/0047): no scan of the ads per page.
  const locale = localeOf(args);
  const api = apiFor(args.request, args.context, locale);
  const [listing, tiles] = await Promise.all([loadListing(args), search ? [] : homeTiles(api, locale)]);
  return { search, tiles, ...listing };
}

export const shouldRevalidate = keepListing;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search, tiles, page, countries } = loaderData;
  // After a member deleted their account (docs/product/accounts-and-sign-in.md#deleting-your-account).
  const goodbye = useOneTimeNote('goodbye');
  const title = search ? (
    <h1 className="text-xl font-bold">
      {t('home.searchFor')}{' '}
      <bdi dir="auto" className="text-primary">
        {search}
      </bdi>
    </h1>
  ) : (
    <h1 className="text-xl font-bold">{t('home.latest')}</h1>
  );
  const heading = (
    <>
      {goodbye && <Alert kind="success">{t('home.goodbye')}</Alert>}
      {title}
    </>
  );
  return (
    <div className="flex flex-col gap-6">
      {tiles.length > 0 && <CategoryTiles tiles={tiles} />}
      <ListingLayout heading={heading} page={page} {...filterSlots(countries)} isIndexRoute />
      {/* The recently viewed ads (features/pwa/recently-viewed.tsx) appear here after the page has
          loaded, below the listing so nothing on screen moves. */}
      {!search && <div id="recently-viewed-slot" />}
    </div>
  );
}
