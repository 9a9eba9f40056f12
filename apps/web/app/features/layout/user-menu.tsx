import { useTranslation } from 'react-i18next';
import type { User } from '@souqna/contracts';
import { Icon } from '../../ui/icons.tsx';
import { preloadDialog } from '../../ui/lazy-dialog.tsx';
import { lazyPart } from '../../ui/lazy-part.ts';
import { LazyPopup, useLazyOpen } from '../../ui/lazy-popup.tsx';
import type { TriggerLook } from '../../ui/light-trigger.tsx';

// Radix DropdownMenu downloads on the first hover, focus or click, not with the page.
const Popup = lazyPart(() => import('./user-menu-popup.tsx'));

/** The avatar menu: profile, settings, logout (which asks for confirmation first). */
export function UserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation();
  const menu = useLazyOpen();
  const look: TriggerLook = {
    className: 'icon-btn tip-end border border-line',
    'aria-label': t('header.accountMenu'),
    'data-tip': t('header.accountMenu'),
    children: user.avatar ? (
      <img src={user.avatar} alt="" className="size-10 rounded-full object-cover" />
    ) : (
      <Icon name="user" />
    ),
  };
  const preload = () => {
    Popup.preload();
    // The menu's last item opens the logout dialog.
    preloadDialog();
  };
  return (
    <LazyPopup popup="menu" look={look} state={menu} onPreload={preload}>
      {() => <Popup.Component look={look} user={user} onLogout={onLogout} />}
    </LazyPopup>
  );
}
