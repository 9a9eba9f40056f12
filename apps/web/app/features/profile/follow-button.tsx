import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { ConfirmIntentDialog } from '../../ui/confirm-intent-dialog.tsx';
import { isolate } from '../../lib/bidi.ts';
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
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) setOpen(false);
  }, [fetcher.state, fetcher.data]);
  const verb = isFollowing ? 'unfollow' : 'follow';
  return (
    <ConfirmIntentDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          className={`btn ${isFollowing ? 'btn-outline' : 'btn-primary'}`}
          onClick={() => (viewer ? setOpen(true) : mustLogin())}
        >
          {t(`profile.${verb}`)}
        </button>
      }
      title={t(`profile.${verb}Title`)}
      description={t(`profile.${verb}Confirm`, { title: isolate(name) })}
      intent={verb}
      confirmLabel={t(`profile.${verb}`)}
      fetcher={fetcher}
    />
  );
}
