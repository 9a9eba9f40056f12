import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import type { BlockedUser } from '@souqna/contracts';
import { Avatar } from '../../ui/avatar.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDates } from '../../lib/use-dates.ts';
import { useLocalePath } from '../../lib/use-locale.ts';

/**
 * The members I blocked (docs/product/social.md#blocks), each with an Unblock button: a plain form
 * posting to the page's action, so it works without JavaScript.
 */
export function BlockedList({ items }: { items: BlockedUser[] }) {
  const { t } = useTranslation();
  const { formatDate } = useDates();
  const lp = useLocalePath();
  const navigation = useNavigation();
  const pending = navigation.formData?.get('userId');
  return (
    <ul className="flex flex-col gap-3">
      {items.map(({ user, blockedAt }) => (
        <li key={user._id} className="card flex flex-wrap items-center gap-3">
          <Avatar src={user.avatar} className="size-12" />
          <div className="min-w-0 flex-1">
            <Link to={lp(`/profile/${user._id}`)} className="link font-semibold" dir="auto">
              <bdi>{user.fullname}</bdi>
            </Link>
            {user.username && (
              <p className="muted text-sm" dir="ltr">
                <bdi>@{user.username}</bdi>
              </p>
            )}
            <p className="muted text-sm">
              {t('blocklist.blockedOn')} <time dateTime={blockedAt}>{formatDate(blockedAt)}</time>
            </p>
          </div>
          <Form method="post">
            <input type="hidden" name="intent" value="unblock" />
            <input type="hidden" name="userId" value={user._id} />
            <button
              type="submit"
              className="btn btn-outline"
              disabled={pending === user._id}
              aria-label={t('blocklist.unblockName', { name: user.fullname })}
            >
              {pending === user._id && <Spinner />}
              {t('blocklist.unblock')}
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
