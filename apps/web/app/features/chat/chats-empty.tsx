import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';

/** No conversation yet: say how one starts (from an ad) and lead there. */
export function ChatsEmpty() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <EmptyState
      icon="chat"
      title={t('chat.emptyTitle')}
      body={t('chat.emptyBody')}
      actions={
        <a href={lp('/')} className="btn btn-primary">
          {t('chat.browseAds')}
        </a>
      }
    />
  );
}
