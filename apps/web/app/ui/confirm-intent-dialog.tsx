import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetcherWithComponents } from 'react-router';
import { MENU_SIZES } from '@souqna/contracts/limits';
import { Alert } from './alert.tsx';
import { LazyAppDialog, LazyDialogClose } from './lazy-dialog.tsx';
import { SubmitButton } from './submit-button.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog from code (`onOpenChange(true)`). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** Posted as `intent` to the page's action through `fetcher`. */
  intent: string;
  confirmLabel: string;
  fetcher: FetcherWithComponents<unknown>;
  errorKey?: string | undefined;
};

/**
 * "Are you sure?" for one action of the page (follow, block …): Cancel, or post its intent. The
 * dialog's radix code loads the first time it opens: a visitor's profile shows Follow and Block
 * without downloading it (docs/decisions/0066-ad-page-lighthouse.md).
 */
export function ConfirmIntentDialog(p: Props) {
  const { t } = useTranslation();
  return (
    <>
      {p.trigger}
      <LazyAppDialog
        open={p.open}
        onOpenChange={p.onOpenChange}
        title={p.title}
        description={p.description}
        width={MENU_SIZES.followDialog.width}
      >
        {p.errorKey && (
          <div className="w-full">
            <Alert kind="danger">{t(p.errorKey)}</Alert>
          </div>
        )}
        <p.fetcher.Form method="post" className="flex justify-end gap-2">
          <input type="hidden" name="intent" value={p.intent} />
          <LazyDialogClose className="btn btn-outline">{t('common.cancel')}</LazyDialogClose>
          <SubmitButton busy={p.fetcher.state !== 'idle'}>{p.confirmLabel}</SubmitButton>
        </p.fetcher.Form>
      </LazyAppDialog>
    </>
  );
}
