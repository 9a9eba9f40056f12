import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import type { PostDetail } from '@souqna/contracts';
import { nextRefreshAt, renewalDue } from '@souqna/contracts/post-lifecycle';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDates } from '../../lib/use-dates.ts';

type Answer = { intent?: string; done?: boolean; error?: { errorKey: string } };
type Intent = 'renewPost' | 'refreshPost';

/**
 * The owner's term of an ad for sale (docs/product/listings-and-search.md#expiry-renewal-and-refresh):
 * until when it is listed, "Renew" from three days before the end (or once expired), and "Refresh"
 * (to the top) once a day. Plain forms posting to the page's action, so one tap works without
 * JavaScript too. A sold ad has its own panel.
 */
export function AdTerm({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const { formatDate, formatDateTime } = useDates();
  const navigation = useNavigation();
  const answer = useActionData() as Answer | undefined;
  if (!post.isOwner || post.soldAt) return null;
  const busy = (intent: Intent) =>
    navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  const failed =
    answer?.intent === 'renewPost' || answer?.intent === 'refreshPost' ? answer.error : undefined;
  const expired = post.expiredAt !== null;
  const next = nextRefreshAt(post.listedAt);
  const canRefresh = !expired && next.getTime() <= Date.now();
  return (
    <section aria-labelledby="ad-term" className="card flex flex-col gap-3 p-3">
      <h2 id="ad-term" className="font-bold">
        {t('lifecycle.title')}
      </h2>
      <p
        className={expired ? 'font-semibold text-danger-fg' : 'text-sm'}
        role={expired ? 'status' : undefined}
      >
        {expired
          ? t('lifecycle.expired', { date: formatDate(post.expiredAt!) })
          : t('lifecycle.until', { date: formatDate(post.expiresAt) })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {(expired || renewalDue(post.expiresAt)) && (
          <TermForm intent="renewPost" busy={busy('renewPost')} label={t('lifecycle.renew')} primary />
        )}
        {!expired &&
          (canRefresh ? (
            <TermForm intent="refreshPost" busy={busy('refreshPost')} label={t('lifecycle.refresh')} />
          ) : (
            <p className="muted text-sm">{t('lifecycle.refreshAt', { time: formatDateTime(next) })}</p>
          ))}
      </div>
      <p className="muted text-xs">{t('lifecycle.note')}</p>
      {answer?.done && (answer.intent === 'renewPost' || answer.intent === 'refreshPost') && (
        <Alert kind="success">{t(`lifecycle.done.${answer.intent}`)}</Alert>
      )}
      {failed && <Alert kind="danger">{t(failed.errorKey)}</Alert>}
    </section>
  );
}

function TermForm(props: { intent: Intent; busy: boolean; label: string; primary?: boolean }) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={props.intent} />
      <button
        type="submit"
        className={props.primary ? 'btn btn-primary' : 'btn btn-outline'}
        disabled={props.busy}
      >
        {props.busy && <Spinner />}
        {props.label}
      </button>
    </Form>
  );
}
