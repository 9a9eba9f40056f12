import { useTranslation } from 'react-i18next';
import { currencyOf, formatAmount } from '../lib/price.ts';

/** The amount with en-US grouping and the localized currency label (SAR / AED). */
export function PriceTag({
  amount,
  currency,
  className = 'price',
}: {
  amount: number;
  currency: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={className}>
      {/* One text node after the number: no `<!-- -->` between two in the HTML of every card. */}
      <bdi dir="ltr">{formatAmount(amount)}</bdi>
      {` ${t(`currency.${currencyOf(currency)}`)}`}
    </span>
  );
}
