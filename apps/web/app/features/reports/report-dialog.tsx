import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { REPORT_NOTE_MAX } from '@souqna/contracts/limits';
import { REPORT_REASONS } from '@souqna/contracts/report-reasons';
import { Alert } from '../../ui/alert.tsx';
import { LazyAppDialog, LazyDialogClose } from '../../ui/lazy-dialog.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useMustLogin } from '../../lib/must-login.ts';
import { useViewer } from '../../lib/use-viewer.ts';

type Target = { postId: string } | { userId: string } | { commentId: string } | { reviewId: string };
type Answer = { reported?: boolean; error?: { errorKey: string } };

/** A report (docs/product/social.md#reports): a reason and an optional note, posted to the page's action (intent=report). */
export function ReportButton({
  target,
  className = 'btn btn-ghost',
  label,
}: {
  target: Target;
  className?: string;
  /** The button's words when "Report" alone would be ambiguous (one per review on a profile). */
  label?: string;
}) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const mustLogin = useMustLogin();
  const fetcher = useFetcher<Answer>();
  const [open, setOpen] = useState(false);
  const id = useId();
  const [key, value] = Object.entries(target)[0] as [string, string];
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.reported) setOpen(false);
  }, [fetcher.state, fetcher.data]);
  return (
    <>
      <button type="button" className={className} onClick={() => (viewer ? setOpen(true) : mustLogin())}>
        {label ?? t('report.action')}
      </button>
      {fetcher.data?.reported && !open && (
        <span role="status" className="text-sm text-success-fg">
          {t('report.thanks')}
        </span>
      )}
      {/* The dialog's code loads when it first opens: every ad page and profile has this button. */}
      <LazyAppDialog
        open={open}
        onOpenChange={setOpen}
        title={t('report.title')}
        description={t('report.note')}
      >
        <fetcher.Form method="post" className="flex w-full flex-col gap-3">
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name={key} value={value} />
          {fetcher.data?.error && <Alert kind="danger">{t(fetcher.data.error.errorKey)}</Alert>}
          <fieldset className="flex flex-col gap-1">
            <legend className="label">{t('report.reason')}</legend>
            {REPORT_REASONS.map((reason, i) => (
              <label key={reason} className="flex min-h-8 items-center gap-2">
                <input
                  type="radio"
                  name="reason"
                  value={reason}
                  required
                  defaultChecked={i === 0}
                  className="size-4 accent-primary"
                />
                {t(`report.reasons.${reason}`)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-note`} className="label">
            {t('report.details')}
          </label>
          <textarea
            id={`${id}-note`}
            name="note"
            rows={3}
            maxLength={REPORT_NOTE_MAX}
            dir="auto"
            className="input"
          />
          <div className="flex justify-end gap-2">
            <LazyDialogClose className="btn btn-outline">{t('common.cancel')}</LazyDialogClose>
            <SubmitButton busy={busy}>{t('report.send')}</SubmitButton>
          </div>
        </fetcher.Form>
      </LazyAppDialog>
    </>
  );
}
