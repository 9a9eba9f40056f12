import { useFetcher, useSearchParams } from 'react-router';
import { listingViewFor, parseListingView, type ListingView } from '../../lib/listing-view.ts';
import { useRootData } from '../../lib/use-viewer.ts';

/** The toggle's fetcher, shared by key so the listing can follow a choice before the server has it. */
export const VIEW_FETCHER_KEY = 'listing-view';

/**
 * The layout this listing shows (docs/decisions/0037-phone-first-listing.md): the choice being
 * saved, or just saved on this page, else the address's `view`, else the remembered cookie the
 * root loader read. The listing itself is not reloaded for it (lib/keep-listing.ts).
 */
export function useListingView(): ListingView {
  const fetcher = useFetcher<{ view: ListingView }>({ key: VIEW_FETCHER_KEY });
  const [params] = useSearchParams();
  const { listingView } = useRootData();
  const chosen = parseListingView(String(fetcher.formData?.get('view') ?? '')) ?? fetcher.data?.view;
  return chosen ?? listingViewFor(params.get('view'), listingView);
}
