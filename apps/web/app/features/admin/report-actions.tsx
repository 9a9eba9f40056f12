import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { RESOLUTION_REASON_MAX, type ReportItem, type ReportTarget } from '@souqna/contracts';
import { BanButton } from './ban-button.tsx';

/** The member a ban would reach: the reported member, or the author of the reported ad or comment. */
const targetMember = (target: ReportTarget) =>
  target.type === 'user'
    ? target.fullname
    : target.type === 'post'
      ? target.owner.fullname
      : target.author.fullname;

/**
 * The outcomes of an open report, each a plain form: dismiss; remove the ad or comment with the
 * reason its author is told; ban the member (every session ends). The target's other open reports
 * close with it.
 */
export function ReportActions({ report }: { report: ReportItem }) {
  const { t } = useTranslation();
  const target = report.target;
  const removable = target && target.type !== 'user' && !(target.type === 'comment' && target.deletedAt);
  const bannable = target && !(target.type === 'user' && target.bannedAt);
  return (
    <div className="flex flex-wrap items-start gap-2">
      <Form method="post">
        <input type="hidden" name="id" value={report._id} />
        <button type="submit" name="status" value="dismissed" className="btn btn-outline">
          {t('admin.reports.dismiss')}
        </button>
      </Form>
      {bannable && (
        <BanButton
          fields={{ id: report._id }}
          name="status"
          value="banned"
          who={targetMember(target)}
          className="btn btn-outline text-danger-fg"
        >
          {t('admin.reports.ban')}
        </BanButton>
      )}
      {removable && (
        <details className="w-full">
          <summary className="btn btn-ghost w-fit cursor-pointer">{t('admin.reports.remove')}</summary>
          <Form method="post" className="mt-2 flex flex-col gap-2">
            <input type="hidden" name="id" value={report._id} />
            <label className="flex flex-col gap-1">
              <span className="label">{t('admin.reports.reason')}</span>
              <textarea
                name="reason"
                required
                maxLength={RESOLUTION_REASON_MAX}
                rows={2}
                dir="auto"
                className="input"
              />
            </label>
            <button type="submit" name="status" value="removed" className="btn btn-primary self-start">
              {t('admin.reports.removeConfirm')}
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}
