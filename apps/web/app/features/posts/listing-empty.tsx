import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { clearedFiltersHref } from './cleared-filters.ts';

/** Home and category listings with nothing to show: a search that missed, or no ads at all. */
export function ListingEmpty({ inCategory = false }: { inCategory?: boolean }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const browseAll = (primary: boolean) => (
    <Link to={lp('/')} className={`btn ${primary ? 'btn-primary' : 'btn-outline'}`}>
      {t('empty.browseAll')}
    </Link>
  );
  const cleared = clearedFiltersHref(pathname, search);
  if (cleared || params.get('search')) {
    return (
      <EmptyState
        icon="search"
        title={t('empty.noResultsTitle')}
        body={t('empty.noResultsBody')}
        actions={
          <>
            {cleared && (
              <Link to={cleared} className="btn btn-primary">
                {t('empty.clearFilters')}
              </Link>
            )}
            {browseAll(!cleared)}
          </>
        }
      />
    );
  }
  return (
    <EmptyState
      icon="tag"
      title={t(inCategory ? 'empty.categoryTitle' : 'empty.noAdsTitle')}
      body={t('empty.postFirstBody')}
      actions={
        <>
          <Link to={lp('/posts/new')} className="btn btn-primary">
            {t('empty.postFirst')}
          </Link>
          {inCategory && browseAll(false)}
        </>
      }
    />
  );
}
