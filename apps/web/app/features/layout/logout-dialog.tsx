import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { LazyAppDialog, LazyDialogClose } from '../../ui/lazy-dialog.tsx';
import { paths } from '../../lib/paths.ts';
import { useLocale } from '../../lib/use-locale.ts';

/** docs/product/accounts-and-sign-in.md#sign-out (radix loads when it first opens): confirm, then /logout revokes the token, clears the cookie and goes to /. */
export function LogoutDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <LazyAppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('auth.logoutTitle')}
      description={t('auth.logoutTip')}
    >
      <LazyDialogClose className="btn btn-outline">{t('common.cancel')}</LazyDialogClose>
      <Form method="post" action={paths.logout} onSubmit={() => onOpenChange(false)}>
        <input type="hidden" name="locale" value={locale} />
        <button type="submit" className="btn btn-primary">
          {t('auth.logout')}
        </button>
      </Form>
    </LazyAppDialog>
  );
}
