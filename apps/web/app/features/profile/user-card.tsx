import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSchema } from '@souqna/contracts';
import type { z } from 'zod';
import { Avatar } from '../../ui/avatar.tsx';
import { useUtcOffset } from '../../lib/dates.ts';
import { monthYear } from '../../lib/member-since.ts';
import { useLocale } from '../../lib/use-locale.ts';

type Profile = z.infer<typeof ProfileSchema>;

/**
 * The user card (docs/product/social.md#user-card): name, picture, username, since when a member,
 * '#' + id (spec §2.13), about, ads and follow counts.
 */
export function UserCard({ profile, actions }: { profile: Profile; actions: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const offset = useUtcOffset();
  return (
    <section className="card flex flex-col gap-4 sm:flex-row sm:items-start" aria-labelledby="profile-name">
      <Avatar src={profile.avatar} className="size-24" main />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h1 id="profile-name" className="text-2xl font-bold">
          <bdi>{profile.fullname}</bdi>
        </h1>
        {profile.username && (
          <p className="muted" dir="ltr">
            <bdi>@{profile.username}</bdi>
          </p>
        )}
        <p className="muted text-sm">
          {t('seller.memberSince', { date: monthYear(profile.createdAt, locale, offset) })}
        </p>
        {/* The member's number, as spec §2.13's user card shows it. */}
        <p className="muted text-xs break-all" dir="ltr">
          <bdi>#{profile._id}</bdi>
        </p>
        {profile.description && (
          <p dir="auto" className="mt-1 whitespace-pre-line">
            {profile.description}
          </p>
        )}
        <ul className="mt-2 flex flex-wrap gap-4 text-sm">
          <li className="font-semibold">{t('profile.adsCount', { count: profile.posts })}</li>
          <li>{t('profile.followers', { count: profile.followersCount })}</li>
          <li>{t('profile.following', { count: profile.followingCount })}</li>
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-2">{actions}</div>
    </section>
  );
}
