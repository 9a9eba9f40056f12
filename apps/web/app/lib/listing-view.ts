// The listing's layout, grid (the default) or agenda, the list with a small picture at the side
// (docs/product/listings-and-search.md#listing-views, docs/decisions/0037-phone-first-listing.md).
// Pure: the root loader, the listing pages and the tests share it.

export type ListingView = 'grid' | 'agenda';

/** `grid` or `agenda` when the value names one, else null (a stale or foreign cookie, a typo). */
export function parseListingView(value: string | null | undefined): ListingView | null {
  return value === 'grid' || value === 'agenda' ? value : null;
}

/**
 * The layout a listing shows: the address's `view` when it names one (a shared link keeps the
 * layout it was shared in), else the reader's remembered choice, else the grid.
 */
export function listingViewFor(
  param: string | null | undefined,
  remembered: string | null | undefined,
): ListingView {
  return parseListingView(param) ?? parseListingView(remembered) ?? 'grid';
}
