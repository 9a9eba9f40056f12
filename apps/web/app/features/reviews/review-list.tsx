import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Review } from '@souqna/contracts';
import { Avatar } from '../../ui/avatar.tsx';
import { RelativeDate } from '../../ui/relative-date.tsx';
import { SellerStars } from '../../ui/seller-stars.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { ReviewReplyForm } from './review-reply-form.tsx';

/**
 * The latest reviews on a seller's profile, each with its stars, text, the ad it was about and the
 * seller's answer. The seller gets "Reply" under a review they have not answered; `report` is the
 * page's report button for one review (others than its author).
 */
export function ReviewList({
  reviews,
  isSeller,
  viewerId,
  report,
}: {
  reviews: Review[];
  isSeller: boolean;
  viewerId: string | undefined;
  report: (review: Review) => ReactNode;
}) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  if (!reviews.length) return null;
  return (
    <section aria-labelledby="reviews-latest" className="flex flex-col gap-3">
      <h3 id="reviews-latest" className="font-semibold">
        {t('reviews.latest')}
      </h3>
      <ul className="flex flex-col gap-3">
        {reviews.map((r) => (
          <li key={r._id} className="flex flex-col gap-2 rounded-xl bg-page p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Avatar src={r.author.avatar} className="size-8" />
              <Link to={lp(`/profile/${r.author._id}`)} className="link font-semibold">
                <bdi>{r.author.fullname}</bdi>
              </Link>
              <SellerStars rating={{ average: r.rating, count: 1 }} single />
              <RelativeDate value={r.createdAt} />
            </div>
            {r.post && (
              <p className="muted text-sm">
                {t('reviews.onAd')}{' '}
                <Link to={lp(`/posts/${r.post._id}`)} className="link" dir="auto">
                  {r.post.title}
                </Link>
              </p>
            )}
            {r.body && (
              <p dir="auto" className="break-words whitespace-pre-line">
                {r.body}
              </p>
            )}
            {r.reply ? (
              <div className="ms-4 border-s-4 border-line ps-3">
                <p className="muted text-sm font-semibold">{t('reviews.sellerReply')}</p>
                <p dir="auto" className="break-words whitespace-pre-line">
                  {r.reply.body}
                </p>
              </div>
            ) : (
              isSeller && <ReviewReplyForm reviewId={r._id} />
            )}
            {viewerId !== r.author._id && <div>{report(r)}</div>}
          </li>
        ))}
      </ul>
    </section>
  );
}
