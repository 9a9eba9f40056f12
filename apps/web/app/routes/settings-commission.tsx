import { useTranslation } from 'react-i18next';
import type { Route } from './+types/settings-commission';
import { CommissionCalculator } from '../features/settings/commission-calculator.tsx';
import { QuestionsList } from '../features/settings/questions-list.tsx';
import { loadSettings } from '../features/settings/settings.server.ts';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settingsCommission');

export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  const settings = await loadSettings(args, ['commissionValue', 'commissionQuestions']);
  // The calculator's text without JavaScript (a GET form): shown back as typed.
  const salePrice = new URL(args.request.url).searchParams.get('salePrice')?.slice(0, 20) ?? '';
  return { ...settings, salePrice };
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
      <CommissionCalculator rate={loaderData.commissionValue ?? 0} initial={loaderData.salePrice} />
      <QuestionsList items={loaderData.commissionQuestions ?? []} />
    </section>
  );
}
