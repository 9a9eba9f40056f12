import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { ADMIN_ACTIONS, AUDIT_PAGE_SIZE, endpoints } from '@souqna/contracts';
import type { Route } from './+types/admin-audit';
import { apiFor } from '../lib/api.server.ts';
import { AuditDetails } from '../features/admin/audit-details.tsx';
import { useDates } from '../lib/use-dates.ts';
import { zoneLabel } from '../lib/zone-label.ts';
import { localeOf, requireAdmin } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';
import { loadList } from '../lib/list-loader.server.ts';
import { DateRangeFields } from '../ui/date-range-fields.tsx';
import { NextPageLink } from '../ui/next-page-link.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'adminAudit');

const FILTERS = ['action', 'targetId', 'dateFrom', 'dateTo', 'page'] as const;

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const api = apiFor(args.request, args.context, localeOf(args));
  return loadList(api, args.request, endpoints.adminAudit, FILTERS);
}

/** Every admin action, newest first; nobody can edit it (docs/product/admin.md#audit-log). */
export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  // The times are the reader's clock (useDates): the column names that zone, not UTC.
  const { formatDateTime, offset } = useDates();
  const { filters, page } = loaderData;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.adminAudit.title')}</h1>
      <Form method="get" className="card grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="flex flex-col gap-1">
          <span className="label">{t('admin.audit.action')}</span>
          <select name="action" defaultValue={filters.action ?? ''} className="input">
            <option value="">{t('admin.members.filters.all')}</option>
            {ADMIN_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`admin.audit.actions.${a.replace('.', '_')}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="label">{t('admin.audit.target')}</span>
          <input name="targetId" defaultValue={filters.targetId ?? ''} dir="ltr" className="input" />
        </label>
        <DateRangeFields filters={filters} label={(end) => t(`admin.audit.${end}`)} />
        <button type="submit" className="btn btn-primary self-end">
          {t('admin.apply')}
        </button>
      </Form>
      {page.items.length === 0 ? (
        <p className="card muted text-center">{t('admin.audit.none')}</p>
      ) : (
        // A phone scrolls the table sideways: the region takes focus so a keyboard can scroll it too.
        <div
          className="card relative overflow-x-auto p-0"
          tabIndex={0}
          role="region"
          aria-label={t('meta.adminAudit.title')}
        >
          <table className="w-full min-w-[44rem] text-sm">
            <caption className="sr-only">{t('meta.adminAudit.title')}</caption>
            <thead className="border-b border-line">
              <tr>
                {['when', 'admin', 'action', 'target', 'details'].map((c) => (
                  <th key={c} scope="col" className="p-3 text-start font-semibold">
                    {t(`admin.audit.cols.${c}`, { zone: zoneLabel(offset) })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {page.items.map((e) => (
                <tr key={e._id}>
                  <td className="p-3 whitespace-nowrap">
                    <time dateTime={e.createdAt} dir="ltr">
                      {formatDateTime(e.createdAt)}
                    </time>
                  </td>
                  <td className="p-3">
                    <bdi>{e.adminName}</bdi>
                  </td>
                  <td className="p-3">{t(`admin.audit.actions.${e.action.replace('.', '_')}`)}</td>
                  <td className="p-3">
                    {t(`admin.audit.targets.${e.targetType}`)}
                    {e.targetId && (
                      <bdi dir="ltr" className="muted block text-xs">
                        {e.targetId}
                      </bdi>
                    )}
                  </td>
                  <td className="p-3">
                    <AuditDetails details={e.details} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <NextPageLink page={page} pageSize={AUDIT_PAGE_SIZE} label={t('admin.next')} />
    </section>
  );
}
