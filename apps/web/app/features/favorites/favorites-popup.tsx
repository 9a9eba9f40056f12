import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostCard } from '@souqna/contracts';
import { MENU_SIZES } from '@souqna/contracts/limits';
import type { PopupProps } from '../../ui/lazy-popup.tsx';
import { MenuList, MenuPopover } from '../../ui/menu-popover.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { FavoriteItem } from './favorite-item.tsx';

export type MenuData = { items: PostCard[]; userId: string | null };

type Props = PopupProps & {
  data: MenuData | undefined;
  onNavigate: () => void;
};

/** The radix half of the favourites menu; the menu keeps the open state and the fetcher. */
export default function FavoritesPopup({ data, onNavigate, ...popup }: Props) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <MenuPopover {...popup} label={t('header.favorites')} {...MENU_SIZES.favorites}>
      <div className="flex-1 overflow-y-auto p-2">
        <MenuList items={data?.items} empty={t('favorite.empty')}>
          {data?.items.map((post) => (
            <FavoriteItem key={post._id} post={post} onNavigate={onNavigate} />
          ))}
        </MenuList>
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
    </MenuPopover>
  );
}
