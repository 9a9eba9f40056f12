import { useTranslation } from 'react-i18next';

type Value = unknown;

/**
 * An audit entry's details (docs/product/admin.md#audit-log) as named facts in the page's reading
 * order, not a JSON string: each key under its label (the key itself when it has none yet), each
 * value isolated in its own direction (aligned with the page), so an Arabic title reads right to left and an id left to right.
 */
export function AuditDetails({ details }: { details: Record<string, Value> }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`admin.audit.fields.${key}`, { defaultValue: key });
  const text = (value: Value): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'admin.audit.yes' : 'admin.audit.no');
    if (typeof value === 'number') return value.toLocaleString('en-US');
    if (Array.isArray(value)) return value.map(text).join(', ');
    if (typeof value === 'object')
      return Object.entries(value as Record<string, Value>)
        .map(([k, v]) => `${label(k)}: ${text(v)}`)
        .join(' · ');
    return String(value);
  };
  const entries = Object.entries(details);
  if (entries.length === 0) return <span className="muted">—</span>;
  return (
    <dl className="grid max-w-96 grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-xs">
      {entries.map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="muted">{label(key)}</dt>
          <dd className="break-words">
            <bdi>{text(value)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
