import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';

/**
 * A profile tab with nothing in it. Only the owner is offered a next step: a visitor cannot post
 * or favourite on someone else's behalf. (The owner's empty favourites are the favourites feature's.)
 */
export function ProfileEmpty({ isMe, isFav }: { isMe: boolean; isFav: boolean }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  if (isFav) return <EmptyState icon="heart" title={t('empty.theirFavoritesTitle')} />;
  if (!isMe) return <EmptyState icon="tag" title={t('empty.noAdsTitle')} />;
  return (
    <EmptyState
      icon="tag"
      title={t('empty.myAdsTitle')}
      body={t('empty.myAdsBody')}
      actions={
        <Link to={lp('/posts/new')} className="btn btn-primary">
          {t('empty.postAd')}
        </Link>
      }
    />
  );
}
