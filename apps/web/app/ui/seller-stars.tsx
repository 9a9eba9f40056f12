import { useTranslation } from 'react-i18next';

/** "4.3" in Latin digits whatever the language, as prices are (docs/product/i18n-and-rtl.md#digits). */
export const starsNumber = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A seller's stars as cards, the seller box and the profile show them: ★ 4.3 (12), read aloud as
 * "4.3 out of 5 stars, 12 ratings". `single`: one review's own stars, without a count.
 */
export function SellerStars({
  rating,
  single = false,
  className = '',
}: {
  rating: { average: number; count: number };
  single?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const label = single
    ? t('reviews.star', { count: rating.average })
    : t('reviews.starsLabel', {
        average: starsNumber(rating.average),
        ratings: t('reviews.count', { count: rating.count }),
      });
  return (
    <span role="img" aria-label={label} className={`inline-flex items-center gap-1 ${className}`}>
      {/* Filled from the left in both languages, as the rating picker draws them. */}
      <span aria-hidden="true" className="text-star" dir="ltr">
        {single ? '★'.repeat(rating.average) + '☆'.repeat(5 - rating.average) : '★'}
      </span>
      {!single && (
        <span aria-hidden="true" className="font-semibold" dir="ltr">
          {starsNumber(rating.average)}
          <span className="muted font-normal"> ({rating.count.toLocaleString('en-US')})</span>
        </span>
      )}
    </span>
  );
}
