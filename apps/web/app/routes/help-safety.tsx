import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/help-safety';
import { useLocalePath } from '../lib/use-locale.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'helpSafety');

/** The tips, in reading order (i18n keys safety.tips.<section>.{title,body}). */
const SECTIONS = ['see', 'deposit', 'links', 'codes', 'chat', 'report'] as const;

/** The safety tips (docs/product/safety.md#the-safety-tips-page), linked from every safety note. */
export default function SafetyTipsPage() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5">
      <header>
        <h1 className="text-3xl font-bold">{t('safety.tips.title')}</h1>
        <p className="mt-3">{t('safety.tips.intro')}</p>
      </header>
      {SECTIONS.map((s) => (
        <section key={s} className="card">
          <h2 className="text-lg font-bold">{t(`safety.tips.${s}.title`)}</h2>
          <p className="mt-2 leading-relaxed">{t(`safety.tips.${s}.body`)}</p>
        </section>
      ))}
      <p className="muted">{t('safety.tips.notes')}</p>
      <Link to={lp('/help')} className="link self-start">
        {t('safety.tips.help')}
      </Link>
    </article>
  );
}
