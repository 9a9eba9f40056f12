import { useTranslation } from 'react-i18next';
import type { ReportItem } from '@souqna/contracts';
import { ReportTargetView } from './report-target.tsx';

/**
 * A flag of the duplicate guard (docs/product/safety.md#stolen-photos): the flagged ad and the other
 * seller's ad with the same photo, side by side (stacked on a phone), so the moderator compares them.
 */
export function PhotoMatch({ report }: { report: ReportItem }) {
  const { t } = useTranslation();
  const other = report.matchedPost;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold">{t('admin.reports.photo.samePhoto')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-1">
          <span className="muted text-sm">{t('admin.reports.photo.flagged')}</span>
          <ReportTargetView target={report.target} />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <span className="muted text-sm">{t('admin.reports.photo.original')}</span>
          {other ? (
            <ReportTargetView target={other} />
          ) : (
            <p className="muted">{t('admin.reports.photo.originalGone')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
