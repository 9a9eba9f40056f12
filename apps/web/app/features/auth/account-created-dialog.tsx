import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { REGISTER_REDIRECT_SECONDS } from '@souqna/contracts';
import { AppDialog } from '../../ui/dialog.tsx';
import { useCountdown } from '../../ui/use-countdown.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

/** docs/product/accounts-and-sign-in.md#registration: a dialog that cannot be dismissed, then home after 5 seconds. */
export function AccountCreatedDialog() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const left = useCountdown(REGISTER_REDIRECT_SECONDS, 'created');
  useEffect(() => {
    if (left === 0) navigate(lp('/'), { replace: true });
  }, [left, navigate, lp]);
  return (
    <AppDialog
      open
      persistent
      title={t('auth.accountCreated')}
      description={t('auth.redirectIn', { count: left })}
    >
      <Link to={lp('/')} className="btn btn-primary">
        {t('auth.goHome')}
      </Link>
    </AppDialog>
  );
}
