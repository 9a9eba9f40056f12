import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { REVIEW_BODY_MAX } from '@souqna/contracts/limits';
import { Alert } from '../../ui/alert.tsx';
import { LazyAppDialog, LazyDialogClose } from '../../ui/lazy-dialog.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { StarPicker } from './star-picker.tsx';

type Answer = { rated?: boolean; error?: { errorKey: string } };

/**
 * "Rate this deal" on the ad page, for a member the API says may rate its seller
 * (docs/product/social.md#ratings-and-reviews): stars and an optional review, posted to the page's
 * action (intent=rateDeal). Once rated, a note says so instead.
 */
export function RateDeal({ sellerName, rated }: { sellerName: string; rated: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<Answer>();
  const [open, setOpen] = useState(false);
  const id = useId();
  const done = rated || Boolean(fetcher.data?.rated);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.rated) setOpen(false);
  }, [fetcher.state, fetcher.data]);
  if (done)
    return (
      <p role="status" className="text-sm text-success-fg">
        {t(fetcher.data?.rated ? 'reviews.thanks' : 'reviews.rated')}
      </p>
    );
  return (
    <>
      <button type="button" className="btn btn-outline self-start" onClick={() => setOpen(true)}>
        <span aria-hidden="true" className="text-star">
          ★
        </span>
        {t('reviews.rate')}
      </button>
      <LazyAppDialog
        open={open}
        onOpenChange={setOpen}
        title={t('reviews.rateTitle', { name: sellerName })}
        description={t('reviews.rateNote')}
      >
        <fetcher.Form method="post" className="flex w-full flex-col gap-3">
          <input type="hidden" name="intent" value="rateDeal" />
          {fetcher.data?.error && <Alert kind="danger">{t(fetcher.data.error.errorKey)}</Alert>}
          <StarPicker />
          <label htmlFor={`${id}-body`} className="label">
            {t('reviews.body')}
          </label>
          <textarea
            id={`${id}-body`}
            name="body"
            rows={4}
            maxLength={REVIEW_BODY_MAX}
            dir="auto"
            className="input"
          />
          <div className="flex justify-end gap-2">
            <LazyDialogClose className="btn btn-outline">{t('common.cancel')}</LazyDialogClose>
            <SubmitButton busy={fetcher.state !== 'idle'}>{t('reviews.send')}</SubmitButton>
          </div>
        </fetcher.Form>
      </LazyAppDialog>
    </>
  );
}
