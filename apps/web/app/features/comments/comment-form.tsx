import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { COMMENT_MAX } from '@souqna/contracts/limits';
import { Alert } from '../../ui/alert.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useMustLogin } from '../../lib/must-login.ts';
import { useViewer } from '../../lib/use-viewer.ts';

/** Signed-in readers write here; a guest gets the sign-in dialog instead (docs/product/social.md#comments). */
export function CommentForm({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const mustLogin = useMustLogin();
  const fetcher = useFetcher<{ commented?: boolean; error?: { errorKey: string } }>();
  const form = useRef<HTMLFormElement>(null);
  const id = useId();
  const busy = fetcher.state !== 'idle';
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.commented) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  if (!viewer) {
    return (
      <button type="button" className="btn btn-outline self-start" onClick={mustLogin}>
        {t('comments.loginToComment')}
      </button>
    );
  }
  return (
    <fetcher.Form ref={form} method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name="postId" value={postId} />
      {fetcher.data?.error && <Alert kind="danger">{t(fetcher.data.error.errorKey)}</Alert>}
      <label htmlFor={`${id}-body`} className="label">
        {t('comments.add')}
      </label>
      <textarea
        id={`${id}-body`}
        name="body"
        required
        rows={3}
        maxLength={COMMENT_MAX}
        dir="auto"
        className="input"
      />
      <SubmitButton busy={busy} className="self-end">
        {t('comments.send')}
      </SubmitButton>
    </fetcher.Form>
  );
}
