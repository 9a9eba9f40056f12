import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostDetail } from '@souqna/contracts';
import { Avatar } from '../../ui/avatar.tsx';
import { Icon } from '../../ui/icons.tsx';
import { SellerStars } from '../../ui/seller-stars.tsx';
import { useUtcOffset } from '../../lib/dates.ts';
import { useLocale, useLocalePath } from '../../lib/use-locale.ts';
import { monthYear } from '../../lib/member-since.ts';

/**
 * The seller on the ad page: name and photo linking to the profile, since when they are a member,
 * how many ads they have, their stars once rated (docs/product/social.md#ratings-and-reviews), and a badge when their phone is verified (docs/decisions/0041-ad-page-facts.md#seller-box).
 */
export function SellerBox({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const locale = useLocale();
  const offset = useUtcOffset();
  const { seller } = post;
  return (
    <Link
      to={lp(`/profile/${post.userId}`)}
      className="card flex items-center gap-3 p-3 hover:border-primary"
    >
      <Avatar src={post.user.avatar} className="size-12" />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="muted text-sm">{t('post.seller')}</span>
        <span className="font-semibold" dir="auto">
          {post.user.fullname}
        </span>
        <span className="muted text-sm">
          {t('seller.memberSince', { date: monthYear(seller.memberSince, locale, offset) })}
          <span aria-hidden="true"> · </span>
          {t('profile.adsCount', { count: seller.adsCount })}
        </span>
        {seller.rating && <SellerStars rating={seller.rating} className="self-start text-sm" />}
        {seller.phoneVerified && (
          <span
            className="inline-flex items-center gap-1 self-start rounded-full bg-success-bg px-2 text-sm font-semibold text-success-fg"
            title={t('seller.phoneVerifiedNote')}
          >
            <Icon name="check" className="size-4" />
            {t('seller.phoneVerified')}
          </span>
        )}
      </span>
    </Link>
  );
}
