import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Icon } from '../../ui/icons.tsx';
import { lazyPart } from '../../ui/lazy-part.ts';
import { LazyPopup, useLazyOpen } from '../../ui/lazy-popup.tsx';
import type { TriggerLook } from '../../ui/light-trigger.tsx';
import { paths } from '../../lib/paths.ts';
import { useLocale } from '../../lib/use-locale.ts';
import type { MenuData } from './favorites-popup.tsx';

// Radix Popover (and the list) download on the first hover, focus or click, not with the page.
const Popup = lazyPart(() => import('./favorites-popup.tsx'));

/**
 * The favourites menu (docs/product/screens-and-routes.md#header-menus): the first 5 favourites, loaded the first time it opens (and again after
 * hearts changed elsewhere), a 'show all' link to the profile's favourites tab.
 */
export function FavoritesMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<MenuData>({ key: 'favorites-menu' });
  const menu = useLazyOpen((next) => {
    if (next && fetcher.state === 'idle')
      void fetcher.load(`${paths.favorite}?${new URLSearchParams({ locale })}`);
  });
  const look: TriggerLook = {
    className: 'icon-btn',
    'aria-label': t('header.favorites'),
    'data-tip': t('header.favorites'),
    children: <Icon name="heart" />,
  };
  return (
    <LazyPopup look={look} state={menu} onPreload={Popup.preload}>
      {(popup) => <Popup.Component {...popup} data={fetcher.data} onNavigate={menu.close} />}
    </LazyPopup>
  );
}
