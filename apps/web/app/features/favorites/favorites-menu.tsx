import { useState } from 'react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import type { PostCard } from '@souqna/contracts';
import { MENU_SIZES } from '@souqna/contracts/limits';
import { Icon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { FavoriteItem } from './favorite-item.tsx';

type MenuData = { items: PostCard[]; userId: string | null };

/**
 * Spec §2.8 header menu: the first 5 favourites, loaded the first time it opens (and again after
 * hearts changed elsewhere), a 'show all' link to the profile's favourites tab.
 */
export function FavoritesMenu() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const locale = useLocale();
  const fetcher = useFetcher<MenuData>({ key: 'favorites-menu' });
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && fetcher.state === 'idle') void fetcher.load(`/favorite?locale=${locale}`);
  };
  const data = fetcher.data;
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className="icon-btn" aria-label={t('header.favorites')}>
        <Icon name="heart" />
      </Popover.Trigger>
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
                  <FavoriteItem key={post._id} post={post} onNavigate={() => setOpen(false)} />
                ))}
              </ul>
            )}
          </div>
          {data?.userId && (
            <Link
              to={`${lp(`/profile/${data.userId}`)}?type=fav`}
              onClick={() => setOpen(false)}
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
