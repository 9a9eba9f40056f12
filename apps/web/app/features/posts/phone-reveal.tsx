import { useTranslation } from 'react-i18next';
import { useActionData, useFetcher } from 'react-router';
import type { PhoneReveal as Revealed, PostDetail } from '@souqna/contracts';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useMustLogin } from '../../lib/must-login.ts';
import { useViewer } from '../../lib/use-viewer.ts';

type Answer = { phone?: Revealed; error?: { errorKey: string } };

/** One fetcher per ad for the number, shared by this box and the phone's contact bar (contact-bar.tsx). */
export const usePhoneFetcher = (postId: string) => useFetcher<Answer>({ key: `phone-${postId}` });

const asAnswer = (value: unknown): Answer | undefined =>
  value && typeof value === 'object' && ('phone' in value || 'error' in value)
    ? (value as Answer)
    : undefined;

/**
 * "Show phone number" (docs/decisions/0021-phone-reveal.md): a form posting intent=revealPhone to
 * the page's action, so it works without JavaScript (the answer comes back as the page's action
 * data); with JavaScript a fetcher shows the number in place. A guest gets the sign-in dialog.
 */
export function PhoneReveal({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const mustLogin = useMustLogin();
  const fetcher = usePhoneFetcher(post._id);
  const pageAnswer = asAnswer(useActionData());
  const answer = fetcher.data ?? (pageAnswer?.phone ? pageAnswer : undefined);
  if (!post.canRevealPhone) return null;
  const phone = answer?.phone;
  return (
    <div className="flex flex-col gap-2">
      {phone ? (
        <div className="card flex flex-wrap items-center gap-3 p-3" role="status">
          <span className="text-lg font-semibold">
            <bdi dir="ltr">+{phone.phoneNumber}</bdi>
          </span>
          <a href={phone.tel} className="btn btn-outline">
            {t('phone.call')}
          </a>
          <a href={phone.whatsapp} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
            {t('phone.whatsapp')}
          </a>
        </div>
      ) : (
        <fetcher.Form
          method="post"
          className={post.isOwner ? undefined : 'hidden md:block'}
          onSubmit={(event) => {
            if (viewer) return;
            event.preventDefault();
            mustLogin();
          }}
        >
          <input type="hidden" name="intent" value="revealPhone" />
          <button type="submit" className="btn btn-outline" disabled={fetcher.state !== 'idle'}>
            {fetcher.state !== 'idle' && <Spinner />}
            {t('phone.show')}
          </button>
        </fetcher.Form>
      )}
      {answer?.error && (
        <div className="hidden md:block">
          <Alert kind="danger">{t(answer.error.errorKey)}</Alert>
        </div>
      )}
      {post.isOwner && post.revealCount !== undefined && (
        <p className="muted text-sm">{t('phone.revealCount', { count: post.revealCount })}</p>
      )}
    </div>
  );
}
