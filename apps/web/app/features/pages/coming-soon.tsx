import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/use-locale.ts';

/** A real, reachable page for routes whose feature arrives in a later issue. */
export function ComingSoon({ name }: { name: string }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <section className="card flex flex-col items-start gap-3">
      <h1 className="text-2xl font-bold">{t(`meta.${name}.title`)}</h1>
      <p className="muted">{t('common.comingSoon')}</p>
      <Link to={lp('/')} className="link">
        {t('common.backHome')}
      </Link>
    </section>
  );
}
