import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { User } from '@souqna/contracts';
import { Dot } from '../../ui/dot.tsx';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { useUnseenMessages } from '../../lib/live.ts';
import { useMustLogin } from '../../lib/must-login.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

const TABS: { path: string; icon: IconName; label: string }[] = [
  { path: '/', icon: 'home', label: 'nav.home' },
  { path: '/chats', icon: 'chat', label: 'nav.chats' },
  { path: '/posts/new', icon: 'plus', label: 'nav.newPost' },
  { path: '/favorites', icon: 'heart', label: 'nav.favorites' },
  { path: '/setting', icon: 'menu', label: 'nav.menu' },
];

/** docs/product/screens-and-routes.md#bottom-navigation: a signed-out tap on any tab but home opens the must-login dialog instead. */
export function BottomNav({ user, className = 'md:hidden' }: { user: User | null; className?: string }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { pathname } = useLocation();
  const mustLogin = useMustLogin();
  const unseen = useUnseenMessages(user?.unseenMessagesCount ?? 0);
  return (
    <nav
      aria-label={t('nav.label')}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-line bg-card ${className}`}
    >
      <ul className="mx-auto flex max-w-lg justify-around">
        {TABS.map((tab) => {
          const to = lp(tab.path);
          const active = tab.path === '/' ? pathname === to : pathname.startsWith(to);
          // The same unseen-messages dot as the header's messages link.
          const dot = tab.path === '/chats' && Boolean(user) && unseen > 0;
          return (
            <li key={tab.path}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                aria-label={dot ? t('nav.chatsUnseen') : undefined}
                className={active ? 'tab font-bold text-primary' : 'tab muted'}
                onClick={(event) => {
                  if (user || tab.path === '/') return;
                  event.preventDefault();
                  mustLogin();
                }}
              >
                <Icon name={tab.icon} className="size-6" />
                {dot && <Dot className="top-2 end-3" />}
                {t(tab.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
