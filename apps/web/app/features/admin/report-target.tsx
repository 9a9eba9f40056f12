import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportTarget } from '@souqna/contracts';
import { Avatar } from '../../ui/avatar.tsx';
import { PriceTag } from '../../ui/price-tag.tsx';
import { SellerStars } from '../../ui/seller-stars.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';

/** What was reported, shown in place so the admin decides without leaving the queue. */
export function ReportTargetView({ target }: { target: ReportTarget | null }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  if (!target) return <p className="muted">{t('admin.reports.gone')}</p>;
  if (target.type === 'post')
    return (
      <div className="flex items-center gap-3 rounded-xl bg-page p-2">
        {target.thumbnail && (
          <img src={target.thumbnail} alt="" className="size-16 rounded-lg object-cover" />
        )}
        <div className="flex min-w-0 flex-col">
          <Link to={lp(`/posts/${target._id}`)} className="link truncate font-semibold" dir="auto">
            {target.title}
          </Link>
          <PriceTag amount={target.price} currency={target.currncy} />
          <span className="muted text-sm">
            {t('admin.reports.by')} <bdi>{target.owner.fullname}</bdi>
          </span>
        </div>
      </div>
    );
  if (target.type === 'comment')
    return (
      <div className="flex flex-col gap-1 rounded-xl bg-page p-2">
        <blockquote dir="auto" className="border-s-4 border-line ps-3 break-words whitespace-pre-line">
          {target.body}
        </blockquote>
        <span className="muted text-sm">
          {t('admin.reports.by')} <bdi>{target.author.fullname}</bdi> · {t('admin.reports.onAd')}{' '}
          <Link to={lp(`/posts/${target.post._id}`)} className="link" dir="auto">
            {target.post.title}
          </Link>
          {target.deletedAt && <> · {t('admin.reports.commentRemoved')}</>}
        </span>
      </div>
    );
  if (target.type === 'review')
    return (
      <div className="flex flex-col gap-1 rounded-xl bg-page p-2">
        <SellerStars rating={{ average: target.rating, count: 1 }} single />
        {target.body && (
          <blockquote dir="auto" className="border-s-4 border-line ps-3 break-words whitespace-pre-line">
            {target.body}
          </blockquote>
        )}
        <span className="muted text-sm">
          {t('admin.reports.by')} <bdi>{target.author.fullname}</bdi> · {t('admin.reports.ofSeller')}{' '}
          <Link to={lp(`/profile/${target.seller._id}`)} className="link">
            <bdi>{target.seller.fullname}</bdi>
          </Link>
          {target.removedAt && <> · {t('admin.reports.commentRemoved')}</>}
        </span>
      </div>
    );
  return (
    <Link
      to={lp(`/profile/${target._id}`)}
      className="flex items-center gap-3 rounded-xl bg-page p-2 hover:underline"
    >
      <Avatar src={target.avatar} className="size-10" />
      <span className="flex flex-col">
        <bdi className="font-semibold">{target.fullname}</bdi>
        {target.username && <bdi className="muted text-sm">@{target.username}</bdi>}
        {target.bannedAt && <span className="text-sm text-danger-fg">{t('admin.members.bannedStatus')}</span>}
      </span>
    </Link>
  );
}
