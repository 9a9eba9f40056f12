import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../ui/icons.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { Logo } from '../../ui/logo.tsx';

/**
 * The frame of the auth pages: back to /, the logo as the header shows it (the bare frame has no
 * header, and a sign-in page should still say whose it is), the title, and the policy links below.
 */
export function AuthShell({
  title,
  intro,
  children,
  top,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  top?: ReactNode;
}) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-2">
        <Link to={lp('/')} className="btn btn-ghost -ms-3 px-3">
          <Icon name="back" className="size-5 rtl:rotate-180" /> {t('auth.back')}
        </Link>
        {top}
      </div>
      <div className="flex justify-center">
        <Logo />
      </div>
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {intro && <p className="muted mt-1">{intro}</p>}
      </div>
      {children}
      <p className="muted text-center text-sm">
        <Link to={lp('/policies/terms')} className="link">
          {t('auth.termsLink')}
        </Link>
        {' · '}
        <Link to={lp('/policies/privacy')} className="link">
          {t('auth.privacyLink')}
        </Link>
      </p>
    </div>
  );
}
