import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { MENU_SIZES } from '@souqna/contracts/limits';
import { Alert } from '../../ui/alert.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';

type Answer = { blocked?: boolean; error?: { errorKey: string } };

/**
 * docs/product/social.md#blocks: confirm, then block or unblock the member of this /profile/{id}
 * (the page's action). Shown only to a signed-in viewer who is not that member; the page then
 * revalidates, so their ads disappear or come back.
 */
export function BlockButton({ name, isBlocked }: { name: string; isBlocked: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<Answer>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== 'idle';
  const error = fetcher.data?.error;
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.error) setOpen(false);
  }, [fetcher.state, fetcher.data]);
  const verb = isBlocked ? 'unblock' : 'block';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="btn btn-ghost">{t(`profile.${verb}`)}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          style={{ width: `min(92vw, ${MENU_SIZES.followDialog.width}px)` }}
          className="card fixed inset-0 z-50 m-auto h-fit shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{t(`profile.${verb}Title`)}</Dialog.Title>
          <Dialog.Description className="muted mt-2">
            {t(`profile.${verb}Confirm`, { title: name })}
          </Dialog.Description>
          {error && (
            <div className="mt-3">
              <Alert kind="danger">{t(error.errorKey)}</Alert>
            </div>
          )}
          <fetcher.Form method="post" className="mt-5 flex justify-end gap-2">
            <input type="hidden" name="intent" value={verb} />
            <Dialog.Close className="btn btn-outline">{t('common.cancel')}</Dialog.Close>
            <SubmitButton busy={busy}>{t(`profile.${verb}`)}</SubmitButton>
          </fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
