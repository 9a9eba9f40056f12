import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';

/** The reader's own favourites, none yet: how to add one, and where the ads are. */
export function FavoritesEmpty() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <EmptyState
      icon="heart"
      title={t('empty.favoritesTitle')}
      body={t('empty.favoritesBody')}
      actions={
        <Link to={lp('/')} className="btn btn-primary">
          {t('empty.browse')}
        </Link>
      }
    />
  );
}
