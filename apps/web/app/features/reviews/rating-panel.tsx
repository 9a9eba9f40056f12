import { useTranslation } from 'react-i18next';
import type { RatingSummary } from '@souqna/contracts';
import { Icon } from '../../ui/icons.tsx';
import { SellerStars } from '../../ui/seller-stars.tsx';

const BARS = [5, 4, 3, 2, 1] as const;

/**
 * The profile's summary (docs/product/social.md#ratings-and-reviews): average and count, how the
 * ratings spread over 1–5 stars, how fast the seller usually answers, and a verified phone.
 */
export function RatingPanel({ summary }: { summary: RatingSummary }) {
  const { t } = useTranslation();
  const { count, distribution } = summary;
  return (
    <div className="flex flex-col gap-3">
      {summary.average !== null ? (
        <p className="flex flex-wrap items-center gap-2 text-lg">
          <SellerStars rating={{ average: summary.average, count }} />
        </p>
      ) : (
        <p className="muted">{t('reviews.empty')}</p>
      )}
      {count > 0 && (
        <ul aria-label={t('reviews.distribution')} className="flex max-w-sm flex-col gap-1 text-sm">
          {BARS.map((stars) => (
            <li key={stars} className="flex items-center gap-2">
              <span className="w-8 shrink-0" aria-hidden="true" dir="ltr">
                {stars}★
              </span>
              <span
                role="img"
                aria-label={t('reviews.barLabel', {
                  stars: t('reviews.star', { count: stars }),
                  n: distribution[stars],
                })}
                className="h-2 flex-1 overflow-hidden rounded-full bg-page"
              >
                <span
                  className="block h-full rounded-full bg-star"
                  style={{ inlineSize: `${Math.round((distribution[stars] / count) * 100)}%` }}
                />
              </span>
              <span className="w-8 shrink-0 text-end" aria-hidden="true">
                {distribution[stars].toLocaleString('en-US')}
              </span>
            </li>
          ))}
        </ul>
      )}
      <ul className="flex flex-wrap gap-2 text-sm">
        {summary.replySpeed && (
          <li className="inline-flex items-center gap-1 rounded-full bg-page px-2 py-0.5">
            <Icon name="clock" className="size-4" />
            {t(`reviews.speed.${summary.replySpeed}`)}
          </li>
        )}
        {summary.phoneVerified && (
          <li className="inline-flex items-center gap-1 rounded-full bg-success-bg px-2 py-0.5 font-semibold text-success-fg">
            <Icon name="check" className="size-4" />
            {t('seller.phoneVerified')}
          </li>
        )}
      </ul>
    </div>
  );
}
