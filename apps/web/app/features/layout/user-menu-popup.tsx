import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@souqna/contracts';
import { Icon } from '../../ui/icons.tsx';
import type { TriggerLook } from '../../ui/light-trigger.tsx';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { menuContent, menuItem } from './menu-styles.ts';

type Props = { look: TriggerLook; user: User; onLogout: () => void };

/** The radix avatar menu; it replaces the light trigger open, as the first click asked. */
export default function UserMenuPopup({ look, user, onLogout }: Props) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const locale = useLocale();
  return (
    <DropdownMenu.Root dir={locale === 'ar' ? 'rtl' : 'ltr'} modal={false} defaultOpen>
      <DropdownMenu.Trigger {...look} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuContent} align="end" sideOffset={6}>
          <DropdownMenu.Label className="px-3 py-1.5 text-sm font-semibold" dir="auto">
            {user.fullname}
          </DropdownMenu.Label>
          <DropdownMenu.Item asChild className={menuItem}>
            <Link to={lp(`/profile/${user._id}`)}>
              <Icon name="user" /> {t('header.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={menuItem}>
            <Link to={lp('/setting')}>
              <Icon name="settings" /> {t('header.settings')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={menuItem} onSelect={onLogout}>
            <Icon name="logout" className="size-5 rtl:-scale-x-100" /> {t('auth.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
