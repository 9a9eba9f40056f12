import { useTranslation } from 'react-i18next';
import type { Route } from './+types/settings-main';
import { AccountSummary } from '../features/settings/account-summary.tsx';
import { LanguageMenu } from '../features/layout/language-menu.tsx';
import { ThemeToggle } from '../features/layout/theme-toggle.tsx';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settingsMain');

export function loader(args: Route.LoaderArgs) {
  return { user: requireUser(args) };
}

export default function SettingsMainPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.settingsMain.title')}</h1>
      <AccountSummary user={loaderData.user} />
      <div className="card flex flex-col gap-3">
        <div className="flex min-h-11 items-center justify-between gap-3">
          <span className="font-semibold">{t('settings.language')}</span>
          <LanguageMenu />
        </div>
        <div className="flex min-h-11 items-center justify-between gap-3">
          <span className="font-semibold">{t('settings.theme')}</span>
          <ThemeToggle />
        </div>
      </div>
    </section>
  );
}
