import { useTranslation } from 'react-i18next';
import type { RentPeriod } from '@souqna/contracts/attributes';
import { currencyOf, formatAmount } from '../lib/price.ts';

/**
 * The amount with en-US grouping and the localized currency label (SAR / AED); a rent's period
 * after it ("54,000 SAR / year", docs/product/listings-and-search.md#post-card).
 */
export function PriceTag({
  amount,
  currency,
  period,
  className = 'price',
}: {
  amount: number;
  currency: string;
  period?: RentPeriod | null;
  className?: string;
}) {
  const { t } = useTranslation();
  const per = period ? ` / ${t(`price.per.${period}`)}` : '';
  return (
    <span className={className}>
      {/* One text node after the number: no `<!-- -->` between two in the HTML of every card. */}
      <bdi dir="ltr">{formatAmount(amount)}</bdi>
      {` ${t(`currency.${currencyOf(currency)}`)}${per}`}
    </span>
  );
}
