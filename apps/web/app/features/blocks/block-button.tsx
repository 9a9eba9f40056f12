import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { ConfirmIntentDialog } from '../../ui/confirm-intent-dialog.tsx';
import { isolate } from '../../lib/bidi.ts';

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
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data && !fetcher.data.error) setOpen(false);
  }, [fetcher.state, fetcher.data]);
  const verb = isBlocked ? 'unblock' : 'block';
  return (
    <ConfirmIntentDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)}>
          {t(`profile.${verb}`)}
        </button>
      }
      title={t(`profile.${verb}Title`)}
      description={t(`profile.${verb}Confirm`, { title: isolate(name) })}
      intent={verb}
      confirmLabel={t(`profile.${verb}`)}
      fetcher={fetcher}
      errorKey={fetcher.data?.error?.errorKey}
    />
  );
}
