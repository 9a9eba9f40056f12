import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ListingToolbar } from './listing-toolbar.tsx';
import { PostListing } from './post-listing.tsx';
import { ResultCount } from './result-count.tsx';
import { useListingView } from './use-listing-view.ts';
import type { CardsPage } from '../../lib/card-data.ts';
import { listingKey } from '../../lib/listing-key.ts';
import { useRootData } from '../../lib/use-viewer.ts';

type Props = {
  heading: ReactNode;
  page: CardsPage;
  /** The filter panel (another feature): the route passes it in. */
  aside?: ReactNode;
  filterButton?: ReactNode;
  /** The active filters as removable chips (another feature): the route passes them in. */
  chips?: ReactNode;
  isIndexRoute?: boolean;
  /** The empty state of this page (favourites, a profile…); the home listing's by default. */
  empty?: ReactNode;
  /** Say how many ads match even without a filter in the address (a category page). */
  countAlways?: boolean;
  /** How many cards' pictures load at once (PostListing's). */
  eagerCards?: number;
};

/** Home, category and profile listings: heading, toolbar, optional filter column, the cards. */
export function ListingLayout({
  heading,
  page,
  aside,
  filterButton,
  chips,
  isIndexRoute,
  empty,
  countAlways,
  eagerCards,
}: Props) {
  const { search } = useLocation();
  // The reader's grid or list, remembered in a cookie (docs/decisions/0037-phone-first-listing.md).
  const view = useListingView();
  // The country the switcher saved is part of the listing's filter (docs/decisions/0048-visitor-country.md).
  const { scope } = useRootData().visitor;
  return (
    <div className={`grid gap-6 ${aside ? 'md:grid-cols-[18rem_1fr]' : ''}`}>
      {aside}
      <section className="flex min-w-0 flex-col gap-4">
        {heading}
        <ResultCount found={page.found} always={countAlways} />
        {chips}
        <ListingToolbar view={view} filterButton={filterButton} />
        {/* A new filter or order starts over: the appended pages belong to the old one. */}
        <PostListing
          key={`${scope}|${listingKey(search)}`}
          page={page}
          view={view}
          isIndexRoute={isIndexRoute}
          empty={empty}
          eagerCards={eagerCards}
        />
      </section>
    </div>
  );
}
