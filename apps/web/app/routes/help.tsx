import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SAFETY_TIPS_PATH } from '@souqna/contracts/safety-signals/signals';
import type { Route } from './+types/help';
import { Icon } from '../ui/icons.tsx';
import { ContactCard } from '../features/settings/contact-card.tsx';
import { QuestionsList } from '../features/settings/questions-list.tsx';
import { loadSettings } from '../features/settings/settings.server.ts';
import { useLocalePath } from '../lib/use-locale.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'help');

export function loader(args: Route.LoaderArgs) {
  return loadSettings(args, ['email', 'phoneNumber', 'supportQuestions']);
}

export default function HelpPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('help.title')}</h1>
      <p className="muted">{t('help.intro')}</p>
      <Link
        to={lp(SAFETY_TIPS_PATH)}
        className="card flex items-center gap-2 font-semibold hover:border-primary"
      >
        <Icon name="shield" className="size-5 shrink-0" />
        {t('safety.helpLink')}
      </Link>
      <ContactCard email={loaderData.email} phoneNumber={loaderData.phoneNumber} />
      <h2 className="text-xl font-bold">{t('help.faq')}</h2>
      <QuestionsList items={loaderData.supportQuestions ?? []} />
      <p className="flex flex-wrap gap-4">
        <Link to={lp('/policies/terms')} className="link">
          {t('auth.termsLink')}
        </Link>
        <Link to={lp('/policies/privacy')} className="link">
          {t('auth.privacyLink')}
        </Link>
      </p>
    </div>
  );
}
