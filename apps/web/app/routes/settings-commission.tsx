import { useTranslation } from 'react-i18next';
import type { Route } from './+types/settings-commission';
import { QuestionsList } from '../features/settings/questions-list.tsx';
import { loadSettings } from '../features/settings/settings.server.ts';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settingsCommission');

export function loader(args: Route.LoaderArgs) {
  requireUser(args);
  return loadSettings(args, ['commissionValue', 'commissionQuestions']);
}

export default function SettingsCommissionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.settingsCommission.title')}</h1>
      <div className="card">
        <p className="muted">{t('settings.commissionRate')}</p>
        <p className="text-4xl font-bold text-primary" dir="ltr">
          {loaderData.commissionValue ?? 0}%
        </p>
        <p className="muted mt-2">
          {t('settings.commissionExplain', { value: loaderData.commissionValue ?? 0 })}
        </p>
      </div>
      <QuestionsList items={loaderData.commissionQuestions ?? []} />
    </section>
  );
}
