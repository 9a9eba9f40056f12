import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { NotificationKind } from '@souqna/contracts';
import { Dot } from '../../ui/dot.tsx';
import { Icon } from '../../ui/icons.tsx';
import { lazyPart } from '../../ui/lazy-part.ts';
import { LazyPopup, useLazyOpen } from '../../ui/lazy-popup.tsx';
import type { TriggerLook } from '../../ui/light-trigger.tsx';
import { freshTab, notificationsSeen, useLiveEvent, useNewNotifications } from '../../lib/live.ts';
import { paths } from '../../lib/paths.ts';
import { useLocale } from '../../lib/use-locale.ts';
import type { MenuData } from './notifications-popup.tsx';

// Radix Popover and the list download on the first hover, focus or click, not with the page (docs/decisions/0008).
const Popup = lazyPart(() => import('./notifications-popup.tsx'));

/**
 * The notifications menu (docs/product/screens-and-routes.md#header-menus): two tabs, each loaded
 * when the menu opens or the tab changes; deleting posts to the /notification action, after which the router
 * loads the tab again.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<MenuData>({ key: 'notifications-menu' });
  // Null until a tab is picked: the server answers with the tab of the newest notification.
  const [chosen, setChosen] = useState<NotificationKind | null>(null);
  const tab = chosen ?? fetcher.data?.tab ?? 'general';
  const load = (which: NotificationKind | null) =>
    void fetcher.load(
      `${paths.notificationsMenu}?${new URLSearchParams({ ...(which && { tab: which }), locale })}`,
    );
  const fresh = useNewNotifications();
  const menu = useLazyOpen((next) => {
    if (!next) return;
    // It opens on the tab that holds the newest unseen notification (docs/decisions/0044-phone-reach.md).
    const pushed = freshTab();
    if (pushed) setChosen(pushed);
    if (pushed || fetcher.state === 'idle') load(pushed ?? chosen);
    // Opening the menu shows them: the dot goes.
    notificationsSeen();
  });
  // A notification pushed while the menu is open shows in it at once.
  useLiveEvent((event) => {
    if (menu.open && event.type === 'notification') {
      load(tab);
      notificationsSeen();
    }
  });
  const onTab = (which: NotificationKind) => {
    setChosen(which);
    if (fetcher.data?.tab !== which) load(which);
  };
  const look: TriggerLook = {
    'aria-label': fresh > 0 ? t('header.notificationsNew') : t('header.notifications'),
    'data-tip': t('header.notifications'),
    className: 'icon-btn relative',
    children: (
      <>
        <Icon name="bell" />
        {fresh > 0 && <Dot />}
      </>
    ),
  };
  return (
    <LazyPopup look={look} state={menu} onPreload={Popup.preload}>
      {(popup) => (
        <Popup.Component
          {...popup}
          tab={tab}
          onTab={onTab}
          data={fetcher.data?.tab === tab ? fetcher.data : undefined}
          onNavigate={menu.close}
        />
      )}
    </LazyPopup>
  );
}
