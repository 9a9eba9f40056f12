import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/settings';
import { LogoutDialog } from '../features/layout/logout-dialog.tsx';
import { AccountSummary } from '../features/settings/account-summary.tsx';
import { SettingsNav } from '../features/settings/settings-nav.tsx';
import { Icon } from '../ui/icons.tsx';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settings');

export function loader(args: Route.LoaderArgs) {
  return { user: requireUser(args) };
}

/** The 'menu' tab of small screens: every settings page, then logout. */
export default function SettingsMenuPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [logoutOpen, setLogoutOpen] = useState(false);
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.settings.title')}</h1>
      <AccountSummary user={loaderData.user} />
      <SettingsNav />
      <button type="button" className="btn btn-outline self-start" onClick={() => setLogoutOpen(true)}>
        <Icon name="logout" className="size-5 rtl:-scale-x-100" /> {t('auth.logout')}
      </button>
      <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} />
    </section>
  );
}
