import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@souqna/contracts';
import { useDates } from '../../lib/use-dates.ts';

// One saved change of the site settings (docs/product/admin.md#site-settings): who, when, and each
// field from what to what (the arrow points the way the page reads). A list (questions, terms) is told by its count of entries.
type Details = { fields?: string[]; before?: Record<string, unknown>; values?: Record<string, unknown> };
const LISTS = new Set(['commissionQuestions', 'supportQuestions', 'terms']);

export function SettingsChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDates();
  const d = entry.details as Details;
  const shown = (field: string, v: unknown) =>
    v === undefined
      ? '—'
      : LISTS.has(field)
        ? t('admin.settings.entries', { count: Array.isArray(v) ? v.length : 0 })
        : String(v);
  return (
    <li className="flex flex-col gap-0.5">
      <span>
        <time dateTime={entry.createdAt} dir="ltr">
          {formatDateTime(entry.createdAt)}
        </time>{' '}
        · <bdi>{entry.adminName}</bdi>
      </span>
      <ul className="ps-4">
        {(d.fields ?? []).map((f) => (
          <li key={f}>
            {t(LISTS.has(f) ? `admin.settings.lists.${f}` : `admin.settings.${f}`)}:{' '}
            <bdi dir="auto">{shown(f, d.before?.[f])}</bdi> {t('admin.settings.to')}{' '}
            <bdi dir="auto">{shown(f, d.values?.[f])}</bdi>
          </li>
        ))}
      </ul>
    </li>
  );
}
