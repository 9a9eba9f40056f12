import { useTranslation } from 'react-i18next';
import { currencyOf, formatAmount } from '../lib/price.ts';

/** The amount with en-US grouping and the localized currency label (SAR / AED). */
export function PriceTag({
  amount,
  currency,
  className = 'font-bold text-primary',
}: {
  amount: number;
  currency: string;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span className={className}>
      <bdi dir="ltr">{formatAmount(amount)}</bdi> {t(`currency.${currencyOf(currency)}`)}
    </span>
  );
}
