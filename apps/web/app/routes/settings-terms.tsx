import { useTranslation } from 'react-i18next';
import { localized } from '@souqna/contracts';
import type { Route } from './+types/settings-terms';
import { loadSettings } from '../features/settings/settings.server.ts';
import { requireUser } from '../lib/guards.server.ts';
import { useLocale } from '../lib/use-locale.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settingsTerms');

export function loader(args: Route.LoaderArgs) {
  requireUser(args);
  return loadSettings(args, ['terms']);
}

export default function SettingsTermsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const terms = loaderData.terms ?? [];
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.settingsTerms.title')}</h1>
      {terms.length === 0 && <p className="muted">{t('settings.noTerms')}</p>}
      {terms.map((term, i) => (
        <article key={i} className="card">
          <h2 className="text-lg font-bold">{localized(term, 'title', locale)}</h2>
          <p className="mt-2 whitespace-pre-line">{localized(term, 'body', locale)}</p>
        </article>
      ))}
    </section>
  );
}
