import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { FetcherWithComponents } from 'react-router';
import { MENU_SIZES } from '@souqna/contracts/limits';
import { Alert } from './alert.tsx';
import { SubmitButton } from './submit-button.tsx';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog (a radix Dialog.Trigger, or a button that opens it from code). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** Posted as `intent` to the page's action through `fetcher`. */
  intent: string;
  confirmLabel: string;
  fetcher: FetcherWithComponents<unknown>;
  errorKey?: string | undefined;
};

/** "Are you sure?" for one action of the page (follow, block …): Cancel, or post its intent. */
export function ConfirmIntentDialog(p: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={p.open} onOpenChange={p.onOpenChange}>
      {p.trigger}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          style={{ width: `min(92vw, ${MENU_SIZES.followDialog.width}px)` }}
          className="card fixed inset-0 z-50 m-auto h-fit shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{p.title}</Dialog.Title>
          <Dialog.Description className="muted mt-2">{p.description}</Dialog.Description>
          {p.errorKey && (
            <div className="mt-3">
              <Alert kind="danger">{t(p.errorKey)}</Alert>
            </div>
          )}
          <p.fetcher.Form method="post" className="mt-5 flex justify-end gap-2">
            <input type="hidden" name="intent" value={p.intent} />
            <Dialog.Close className="btn btn-outline">{t('common.cancel')}</Dialog.Close>
            <SubmitButton busy={p.fetcher.state !== 'idle'}>{p.confirmLabel}</SubmitButton>
          </p.fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
