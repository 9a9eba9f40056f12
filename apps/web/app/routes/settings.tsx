import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/settings';
import { LogoutDialog } from '../features/layout/logout-dialog.tsx';
import { AccountSummary } from '../features/settings/account-summary.tsx';
import { SettingsNav } from '../features/settings/settings-nav.tsx';
import { Icon } from '../ui/icons.tsx';
import { requireUser } from '../lib/guards.server.ts';
import { useLocalePath } from '../lib/use-locale.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settings');

export function loader(args: Route.LoaderArgs) {
  return { user: requireUser(args) };
}

/** The 'menu' tab of small screens: every settings page, then logout. */
export default function SettingsMenuPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [logoutOpen, setLogoutOpen] = useState(false);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.settings.title')}</h1>
      <AccountSummary user={loaderData.user} />
      {/* The phone's menu also leads to the categories (docs/decisions/0047-browse-by-category.md). */}
      <Link to={lp('/category')} className="card flex min-h-11 items-center gap-3 px-3 py-2 font-semibold">
        <Icon name="grid" /> {t('browse.categories')}
      </Link>
      <SettingsNav />
      <button type="button" className="btn btn-outline self-start" onClick={() => setLogoutOpen(true)}>
        <Icon name="logout" className="size-5 rtl:-scale-x-100" /> {t('auth.logout')}
      </button>
      <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
    </section>
  );
}
