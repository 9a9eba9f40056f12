import { useTranslation } from 'react-i18next';

/** "Sold" on a sold ad's page and card (docs/product/listings-and-search.md#sold-ads): dark on light, light on dark. */
export function SoldBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full bg-fg px-3 py-0.5 text-sm font-bold text-card ${className}`}
    >
      {t('sold.badge')}
    </span>
  );
}
