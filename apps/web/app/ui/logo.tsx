import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../lib/use-locale.ts';

/** The site's name as its logo, a link home: the header's, and the auth pages' (which have no header). */
export function Logo() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <Link
      to={lp('/')}
      className="shrink-0 text-2xl font-extrabold text-primary"
      aria-label={t('header.home')}
    >
      {t('app.name')}
    </Link>
  );
}
