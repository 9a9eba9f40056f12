import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@souqna/contracts';
import { Icon } from '../../ui/icons.tsx';
import { Dot } from '../../ui/dot.tsx';
import { useUnseenMessages } from '../../lib/live.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { AddPostButton } from './add-post-button.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { LogoutDialog } from './logout-dialog.tsx';
import { Logo } from '../../ui/logo.tsx';
import { SearchBox } from './search-box.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * docs/product/screens-and-routes.md#header. The signed-in items show from md up; on small screens the bottom navigation
 * carries them, so the bar keeps only logo, language, theme and the bell (for a guest, the sign-in
 * link; docs/decisions/0044-phone-reach.md). On a
 * phone the search takes a second row of its own, whole width, and the header scrolls away with the
 * page, leaving the screen to the listing (docs/decisions/0037-phone-first-listing.md).
 */
type Props = {
  user: User | null;
  favoritesMenu?: ReactNode;
  notificationsMenu?: ReactNode;
  messagesMenu?: ReactNode;
};

/** An icon link of the bar: its name is both what a screen reader says and the visible tip. */
function IconLink({
  to,
  name,
  label = name,
  children,
}: {
  to: string;
  name: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className="icon-btn relative" aria-label={label} data-tip={name}>
      {children}
    </Link>
  );
}

export function Header({ user, favoritesMenu, notificationsMenu, messagesMenu }: Props) {
  const { t } = useTranslation();
  const unseen = useUnseenMessages(user?.unseenMessagesCount ?? 0);
  const lp = useLocalePath();
  const [logoutOpen, setLogoutOpen] = useState(false);
  return (
    <header className="relative top-0 z-30 border-b border-line bg-card md:sticky">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 md:flex-nowrap md:gap-3 md:px-4">
        <Logo />
        {/* Browsing by category from every page (docs/decisions/0047-browse-by-category.md): an icon
            beside the logo on a phone, named from md up. */}
        <Link
          to={lp('/category')}
          className="btn btn-ghost min-h-10 gap-1.5 px-2 md:px-3"
          data-testid="header-categories"
        >
          <Icon name="grid" />
          <span className="sr-only md:not-sr-only">{t('browse.categories')}</span>
        </Link>
        <SearchBox />
        <nav aria-label={t('header.navLabel')} className="ms-auto flex items-center gap-1 md:ms-0">
          <LanguageMenu />
          <ThemeToggle />
          {/* The bell shows at every width: on a phone it sits beside the theme button, where a
              marketplace app keeps it (docs/decisions/0044-phone-reach.md). */}
          {user &&
            (notificationsMenu ?? (
              <IconLink to={lp('/notification')} name={t('header.notifications')}>
                <Icon name="bell" />
              </IconLink>
            ))}
          {user ? (
            <div className="hidden items-center gap-1 md:flex">
              {/* The frame passes the favourites and messages menus (other features); plain links otherwise. */}
              {favoritesMenu ?? (
                <IconLink to={lp('/favorites')} name={t('header.favorites')}>
                  <Icon name="heart" />
                </IconLink>
              )}
              {/* The messages link (to /chats, with the unseen dot) and the messages menu (recent
                  conversations), as spec §2.4 lists them; each shows its own name on hover. */}
              <IconLink
                to={lp('/chats')}
                name={t('header.messages')}
                label={unseen > 0 ? t('header.messagesUnseen') : t('header.messages')}
              >
                <Icon name="chat" />
                {unseen > 0 && <Dot />}
              </IconLink>
              {messagesMenu}
              <AddPostButton banned={Boolean(user.bannedAt)} />
              <UserMenu user={user} onLogout={() => setLogoutOpen(true)} />
            </div>
          ) : (
            <Link to={lp('/auth/login')} className="btn btn-primary px-3 md:px-4">
              {t('auth.login')}
            </Link>
          )}
        </nav>
      </div>
      {user && <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />}
    </header>
  );
}
