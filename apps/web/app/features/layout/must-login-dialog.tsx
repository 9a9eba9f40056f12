import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LazyAppDialog, LazyDialogClose } from '../../ui/lazy-dialog.tsx';
import { MustLoginContext } from '../../lib/must-login.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

/** Holds the sign-in-required dialog (docs/product/screens-and-routes.md#dialogs); useMustLogin() anywhere below opens it
 * (its radix code downloads on the first request). */
export function MustLoginProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <MustLoginContext value={show}>
      {children}
      <LazyAppDialog
        open={open}
        onOpenChange={setOpen}
        title={t('auth.mustLogin')}
        description={t('auth.mustLoginNote')}
      >
        <LazyDialogClose className="btn btn-outline">{t('common.cancel')}</LazyDialogClose>
        <Link
          to={`${lp('/auth/login')}?redirectTo=${back}`}
          className="btn btn-primary"
          onClick={() => setOpen(false)}
        >
          {t('auth.login')}
        </Link>
      </LazyAppDialog>
    </MustLoginContext>
  );
}
