import { useTranslation } from 'react-i18next';
import type { PostsPage } from '@souqna/contracts';

/** How many ads the filter found, under the heading ("1,000+" past the API's cap); nothing for none. */
export function ResultCount({ found }: { found: PostsPage['found'] }) {
  const { t } = useTranslation();
  if (!found?.count) return null;
  return (
    <p className="muted text-sm" data-testid="result-count">
      {found.more
        ? t('listing.foundMore', { count: found.count })
        : t('listing.found', { count: found.count })}
    </p>
  );
}
