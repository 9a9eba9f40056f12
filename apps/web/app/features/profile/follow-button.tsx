import { useEffect, useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { MENU_SIZES } from '@souqna/contracts/limits';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useMustLogin } from '../../lib/must-login.ts';
import { useViewer } from '../../lib/use-viewer.ts';

/**
 * docs/product/social.md#following: confirm, then follow or unfollow the user of this /profile/{id}. The page
 * revalidates after the call (fresh counts) and the dialog closes.
 */
export function FollowButton({ name, isFollowing }: { name: string; isFollowing: boolean }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const mustLogin = useMustLogin();
  const fetcher = useFetcher();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) setOpen(false);
  }, [fetcher.state, fetcher.data]);
  const verb = isFollowing ? 'unfollow' : 'follow';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <button
        type="button"
        className={`btn ${isFollowing ? 'btn-outline' : 'btn-primary'}`}
        onClick={() => (viewer ? setOpen(true) : mustLogin())}
      >
        {t(`profile.${verb}`)}
      </button>
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
