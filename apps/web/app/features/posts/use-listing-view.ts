import { useNavigation, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { listingViewFor, parseListingView, type ListingView } from '../../lib/listing-view.ts';
import { useRootData } from '../../lib/use-viewer.ts';

/**
 * The layout this listing shows (docs/decisions/0037-phone-first-listing.md): the choice being
 * saved, else the address's `view`, else the remembered cookie the root loader read. The listing
 * itself is not reloaded for it (lib/keep-listing.ts).
 */
export function useListingView(): ListingView {
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { listingView } = useRootData();
  const saving = navigation.formAction === paths.setView ? navigation.formData?.get('view') : null;
  return parseListingView(String(saving ?? '')) ?? listingViewFor(params.get('view'), listingView);
}
