import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import type { Notification, NotificationKind } from '@souqna/contracts';
import { MENU_SIZES } from '@souqna/contracts/limits';
import type { PopupProps } from '../../ui/lazy-popup.tsx';
import { MenuList, MenuPopover } from '../../ui/menu-popover.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { NotificationItem } from './notification-item.tsx';
import { NotificationTabs, tabClass } from './notification-tabs.tsx';

export type MenuData = { tab: NotificationKind; items: Notification[] };

type Props = PopupProps & {
  tab: NotificationKind;
  onTab: (tab: NotificationKind) => void;
  data: MenuData | undefined;
  onNavigate: () => void;
};

/** The radix half of the notifications menu; the menu keeps the open state, the tab and the fetcher. */
export default function NotificationsPopup({ tab, onTab, data, onNavigate, ...popup }: Props) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const actions = useFetcher({ key: 'notifications-menu-action' });
  const action = lp('/notification');
  return (
    <MenuPopover {...popup} label={t('header.notifications')} {...MENU_SIZES.notifications} maxHeight="70vh">
      <NotificationTabs
        tab={tab}
        item={(kind, label, current) => (
          <button
            key={kind}
            type="button"
            aria-pressed={current}
            className={tabClass(current)}
            onClick={() => onTab(kind)}
          >
            {label}
          </button>
        )}
      />
      <div className="flex-1 overflow-y-auto px-2">
        <MenuList items={data?.items} empty={t('notification.empty')}>
          {data?.items.map((item) => (
            <NotificationItem
              key={item._id}
              item={item}
              form={actions.Form}
              action={action}
              onNavigate={onNavigate}
            />
          ))}
        </MenuList>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-line p-2">
        <Link to={`${action}?tab=${tab}`} onClick={onNavigate} className="link p-1">
          {t('notification.showAll')}
        </Link>
        {data && data.items.length > 0 && (
          <actions.Form method="post" action={action}>
            <input type="hidden" name="intent" value="clear" />
            <input type="hidden" name="tab" value={tab} />
            <button type="submit" className="btn btn-outline" disabled={actions.state !== 'idle'}>
              {t('notification.removeAll')}
            </button>
          </actions.Form>
        )}
      </div>
    </MenuPopover>
  );
}
