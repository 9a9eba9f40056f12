import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PostsPage } from '@souqna/contracts';

/** Keys of the address that do not narrow what is listed. */
const NOT_FILTERS = new Set(['sort', 'view', 'cursor']);

/**
 * How many ads the filter found, under the heading ("1,000+" past the API's cap). Said once the
 * reader narrowed the listing (a search, a filter, a category page); the whole marketplace's count
 * on the bare home page would only push the first ads down on a phone.
 */
export function ResultCount({ found, always }: { found: PostsPage['found']; always?: boolean }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const narrowed = always || [...new URLSearchParams(search).keys()].some((k) => !NOT_FILTERS.has(k));
  if (!found?.count || !narrowed) return null;
  return (
    <p className="muted text-sm" data-testid="result-count">
      {found.more
        ? t('listing.foundMore', { count: found.count })
        : t('listing.found', { count: found.count })}
    </p>
  );
}
