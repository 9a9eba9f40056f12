// The address keys that narrow a listing besides the search words (sort, view and cursor only
// reorder or page it), so an empty page with one of them set is a filter that matched nothing.
const FILTER_KEYS = ['dateFrom', 'dateTo', 'currncy', 'country', 'state', 'city', 'priceRange', 'carModel'];

/**
 * The same listing with every filter dropped but the search words, which the reader typed and
 * most likely still means; null when no filter is set, as there is nothing to clear.
 */
export function clearedFiltersHref(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  if (!FILTER_KEYS.some((key) => params.get(key))) return null;
  const words = params.get('search');
  return words ? `${pathname}?${new URLSearchParams({ search: words })}` : pathname;
}
