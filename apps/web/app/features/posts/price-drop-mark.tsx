import { useTranslation } from 'react-i18next';
import { PriceTag } from '../../ui/price-tag.tsx';

/**
 * "Price dropped" with the price before, struck through, for 7 days after a drop
 * (docs/product/listings-and-search.md#watch-list). A screen reader hears "was" before the old price:
 * a line through it is not read.
 */
export function PriceDropMark({
  from,
  currency,
  className = '',
}: {
  from: number;
  currency: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-2 text-xs ${className}`}>
      <span className="rounded-full bg-success-bg px-2 py-0.5 font-bold text-success-fg">
        {t('watch.dropped')}
      </span>
      <span className="sr-only">{t('watch.was')}</span>
      <s className="muted">
        <PriceTag amount={from} currency={currency} className="" />
      </s>
    </span>
  );
}
