import { useTranslation } from 'react-i18next';
import type { Route } from './+types/settings-support';
import { ContactCard } from '../features/settings/contact-card.tsx';
import { QuestionsList } from '../features/settings/questions-list.tsx';
import { loadSettings } from '../features/settings/settings.server.ts';
import { requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settingsSupport');

export function loader(args: Route.LoaderArgs) {
  requireUser(args);
  return loadSettings(args, ['email', 'phoneNumber', 'supportQuestions']);
}

export default function SettingsSupportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.settingsSupport.title')}</h1>
      <ContactCard email={loaderData.email} phoneNumber={loaderData.phoneNumber} />
      <QuestionsList items={loaderData.supportQuestions ?? []} />
    </section>
  );
}
