import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostCard } from '@souqna/contracts';
import { MENU_SIZES } from '@souqna/contracts/limits';
import type { TriggerLook } from '../../ui/light-trigger.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { FavoriteItem } from './favorite-item.tsx';

export type MenuData = { items: PostCard[]; userId: string | null };

type Props = {
  look: TriggerLook;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: MenuData | undefined;
  onNavigate: () => void;
};

/** The radix half of the favourites menu; the menu keeps the open state and the fetcher. */
export default function FavoritesPopup({ look, open, onOpenChange, data, onNavigate }: Props) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger {...look} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          style={{
            width: `min(96vw, ${MENU_SIZES.favorites.width}px)`,
            maxHeight: MENU_SIZES.favorites.maxHeight,
          }}
          className="card z-50 flex flex-col overflow-hidden p-0 shadow-lg"
          aria-label={t('header.favorites')}
        >
          <div className="flex-1 overflow-y-auto p-2">
            {!data ? (
              <p className="flex justify-center p-6" role="status" aria-label={t('listing.loading')}>
                <Spinner className="size-6" />
              </p>
            ) : data.items.length === 0 ? (
              <p className="muted p-6 text-center">{t('favorite.empty')}</p>
            ) : (
              <ul>
                {data.items.map((post) => (
                  <FavoriteItem key={post._id} post={post} onNavigate={onNavigate} />
                ))}
              </ul>
            )}
          </div>
          {data?.userId && (
            <Link
              to={`${lp(`/profile/${data.userId}`)}?type=fav`}
              onClick={onNavigate}
              className="link block border-t border-line p-3 text-center"
            >
              {t('favorite.showAll')}
            </Link>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
