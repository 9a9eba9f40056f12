import { useTranslation } from 'react-i18next';
import { relativeTime } from '../lib/relative-time.ts';
import { useUtcOffset } from '../lib/dates.ts';

/** "3 hours ago" per docs/product/i18n-and-rtl.md#dates-and-relative-time; the browser's clock may differ from the server's by a few seconds. */
export function RelativeDate({ value, className }: { value: string; className?: string }) {
  const { t } = useTranslation();
  const rel = relativeTime(value, useUtcOffset());
  return (
    <time dateTime={value} className={className} suppressHydrationWarning>
      {rel.unit === 'date' ? rel.date : t(`time.${rel.unit}`, { count: rel.count })}
    </time>
  );
}
