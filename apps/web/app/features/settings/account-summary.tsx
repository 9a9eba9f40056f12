import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { User } from '@souqna/contracts';
import { Icon } from '../../ui/icons.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';

/** Who is signed in: avatar, names, contact, ads count, ban notice. */
export function AccountSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <div className="card flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full border border-line bg-page">
        {user.avatar ? (
          <img src={user.avatar} alt="" className="size-full object-cover" />
        ) : (
          <Icon name="user" className="size-8" />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold" dir="auto">
          {user.fullname}
        </p>
        {user.username && (
          <p className="muted" dir="ltr">
            @{user.username}
          </p>
        )}
        <p className="muted text-sm">
          <bdi dir="ltr">{user.email}</bdi> · <bdi dir="ltr">+{user.phoneNumber}</bdi>
        </p>
        <p className="text-sm">{t('settings.adsCount', { count: user.posts })}</p>
        {user.bannedAt && <p className="field-error">{t('postForm.bannedFromPost')}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={lp(`/profile/${user._id}`)} className="btn btn-ghost">
          {t('header.profile')}
        </Link>
        <Link to={lp('/setting/profile')} className="btn btn-outline">
          {t('settings.editProfile')}
        </Link>
      </div>
    </div>
  );
}
