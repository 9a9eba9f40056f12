import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Icon } from '../../ui/icons.tsx';
import { lazyPart } from '../../ui/lazy-part.ts';
import { LightTrigger, type TriggerLook } from '../../ui/light-trigger.tsx';
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
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) setRequested(true);
    if (next && fetcher.state === 'idle') void fetcher.load(`/favorite?locale=${locale}`);
  };
  const look: TriggerLook = {
    className: 'icon-btn',
    'aria-label': t('header.favorites'),
    children: <Icon name="heart" />,
  };
  const light = (
    <LightTrigger popup="dialog" {...look} onPreload={Popup.preload} onOpen={() => onOpenChange(true)} />
  );
  if (!requested) return light;
  return (
    <Suspense fallback={light}>
      <Popup.Component
        look={look}
        open={open}
        onOpenChange={onOpenChange}
        data={fetcher.data}
        onNavigate={() => setOpen(false)}
      />
    </Suspense>
  );
}
