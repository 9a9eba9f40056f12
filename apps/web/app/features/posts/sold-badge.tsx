import { useTranslation } from 'react-i18next';

/**
 * "Sold" on a sold ad's page and card (docs/product/listings-and-search.md#sold-ads): dark on light,
 * light on dark; "Expired" likewise on an ad whose term ended (#expiry-renewal-and-refresh).
 */
export function SoldBadge({ className = '', expired = false }: { className?: string; expired?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full bg-fg px-3 py-0.5 text-sm font-bold text-card ${className}`}
    >
      {t(expired ? 'lifecycle.expiredBadge' : 'sold.badge')}
    </span>
  );
}
