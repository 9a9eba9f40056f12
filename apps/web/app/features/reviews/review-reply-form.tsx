import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { REVIEW_REPLY_MAX } from '@souqna/contracts/limits';
import { Alert } from '../../ui/alert.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';

/** The seller's one answer to a review, posted to the profile's action (intent=replyReview). */
export function ReviewReplyForm({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ replied?: boolean; error?: { errorKey: string } }>();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!open)
    return (
      <button type="button" className="btn btn-ghost self-start" onClick={() => setOpen(true)}>
        {t('reviews.reply')}
      </button>
    );
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="replyReview" />
      <input type="hidden" name="reviewId" value={reviewId} />
      {fetcher.data?.error && <Alert kind="danger">{t(fetcher.data.error.errorKey)}</Alert>}
      <label htmlFor={`${id}-reply`} className="label">
        {t('reviews.replyLabel')}
      </label>
      <textarea
        id={`${id}-reply`}
        name="body"
        required
        rows={2}
        maxLength={REVIEW_REPLY_MAX}
        dir="auto"
        className="input"
      />
      <SubmitButton busy={fetcher.state !== 'idle'} className="self-end">
        {t('reviews.replySend')}
      </SubmitButton>
    </fetcher.Form>
  );
}
