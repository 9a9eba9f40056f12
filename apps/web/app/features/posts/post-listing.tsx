import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Spinner } from '../../ui/spinner.tsx';
import { ListingEmpty } from './listing-empty.tsx';
import type { CardsPage } from '../../lib/card-data.ts';
import type { ListingView } from '../../lib/listing-view.ts';
import { DidYouMean } from './did-you-mean.tsx';
import { PostCard } from './post-card.tsx';
import { nextPageHref, useMorePosts } from './use-more-posts.ts';

type Props = {
  page: CardsPage;
  view: ListingView;
  isIndexRoute?: boolean;
  /** What an empty page says and offers; the home listing's by default. */
  empty?: ReactNode;
  /**
   * How many cards' pictures load at once, before the scripts: a phone's first screenful (two rows
   * of two) by default; the first row only where the listing starts below the page's own block,
   * a profile's user card (docs/decisions/0070-profile-largest-paint.md).
   */
  eagerCards?: number;
};

/**
 * The listing (docs/product/listings-and-search.md#listing-views): grid or agenda cards, cursor
 * paging by link and by infinite scroll. Phone first (docs/decisions/0037-phone-first-listing.md):
 * two columns of compact cards, or one compact row per ad; three columns on wide screens.
 */
export function PostListing({ page, view, isIndexRoute = false, empty, eagerCards = 4 }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const { items, cursor, busy, loadMore, sentinel } = useMorePosts(page, isIndexRoute);
  if (items.length === 0) {
    return (
      <div className="flex flex-col gap-3">
        <DidYouMean page={page} />
        {empty ?? <ListingEmpty />}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <DidYouMean page={page} />
      <ul
        data-view={view}
        className={
          view === 'grid'
            ? 'cards grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3'
            : 'cards flex flex-col gap-2 sm:gap-3'
        }
      >
        {items.map((post, i) => (
          <li key={post._id}>
            {/* The first screenful of a phone (two rows of two, or four rows) loads at once, the first
                row before the scripts (docs/decisions/0066-ad-page-lighthouse.md). */}
            <PostCard post={post} view={view} eager={i < eagerCards} first={i < 2} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="flex justify-center">
        {cursor ? (
          <Link
            to={nextPageHref(location.search, cursor)}
            className="btn btn-outline"
            onClick={(event) => {
              // With JS the next page is appended here; the href stays for no-JS and new tabs.
              if (event.metaKey || event.ctrlKey || event.shiftKey) return;
              event.preventDefault();
              loadMore();
            }}
          >
            {busy && <Spinner />}
            {t('listing.more')}
          </Link>
        ) : (
          <p className="muted text-sm">{t('listing.end')}</p>
        )}
      </div>
      <p className="sr-only" role="status">
        {busy ? t('listing.loading') : ''}
      </p>
    </div>
  );
}
