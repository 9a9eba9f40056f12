import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatingSummary, Review } from '@souqna/contracts';
import { RatingPanel } from './rating-panel.tsx';
import { ReviewList } from './review-list.tsx';

/** The profile's ratings and reviews (docs/product/social.md#ratings-and-reviews). */
export function ReviewsSection({
  summary,
  reviews,
  isSeller,
  viewerId,
  report,
}: {
  summary: RatingSummary;
  reviews: Review[];
  isSeller: boolean;
  viewerId: string | undefined;
  /** The page's report button for one review (the reports feature's, composed by the route). */
  report: (review: Review) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reviews-heading" className="card flex flex-col gap-4">
      <h2 id="reviews-heading" className="text-lg font-bold">
        {t('reviews.section')}
      </h2>
      <RatingPanel summary={summary} />
      <ReviewList reviews={reviews} isSeller={isSeller} viewerId={viewerId} report={report} />
    </section>
  );
}
