import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@souqna/contracts';
import { Icon } from '../../ui/icons.tsx';
import { useUnseenMessages } from '../../lib/live.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { AddPostButton } from './add-post-button.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { LogoutDialog } from './logout-dialog.tsx';
import { Logo } from './logo.tsx';
import { SearchBox } from './search-box.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * docs/product/screens-and-routes.md#header. The signed-in items show from md up; on small screens the bottom navigation
 * carries them, so the bar keeps only logo, search, language and theme.
 */
type Props = {
  user: User | null;
  favoritesMenu?: ReactNode;
  notificationsMenu?: ReactNode;
  messagesMenu?: ReactNode;
};

export function Header({ user, favoritesMenu, notificationsMenu, messagesMenu }: Props) {
  const { t } = useTranslation();
  const unseen = useUnseenMessages(user?.unseenMessagesCount ?? 0);
  const lp = useLocalePath();
  const [logoutOpen, setLogoutOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-card">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 md:gap-3 md:px-4">
        <Logo />
        <SearchBox />
        <nav aria-label={t('header.navLabel')} className="flex items-center gap-1">
          <LanguageMenu />
          <ThemeToggle />
          {user ? (
            <div className="hidden items-center gap-1 md:flex">
              {/* The frame passes the notifications and favourites menus (other features); plain links otherwise. */}
              {notificationsMenu ?? (
                <Link to={lp('/notification')} className="icon-btn" aria-label={t('header.notifications')}>
                  <Icon name="bell" />
                </Link>
              )}
              {favoritesMenu ?? (
                <Link to={lp('/favorites')} className="icon-btn" aria-label={t('header.favorites')}>
                  <Icon name="heart" />
                </Link>
              )}
              <Link
                to={lp('/chats')}
                className="icon-btn relative"
                aria-label={unseen > 0 ? t('header.messagesUnseen') : t('header.messages')}
                data-unseen={unseen}
              >
                <Icon name="chat" />
                {unseen > 0 && (
                  <span
                    className="absolute top-1.5 end-1.5 size-2.5 rounded-full bg-danger"
                    aria-hidden="true"
                  />
                )}
              </Link>
              {messagesMenu}
              <AddPostButton banned={Boolean(user.bannedAt)} />
              <UserMenu user={user} onLogout={() => setLogoutOpen(true)} />
            </div>
          ) : (
            <Link to={lp('/auth/login')} className="btn btn-primary hidden md:inline-flex">
              {t('auth.login')}
            </Link>
          )}
        </nav>
      </div>
      {user && <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />}
    </header>
  );
}
