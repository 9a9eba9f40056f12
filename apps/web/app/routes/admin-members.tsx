import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { USERS_PAGE_SIZE } from '@souqna/contracts/limits';
import type { Route } from './+types/admin-members';
import { loadMembers, memberAction } from '../features/admin/admin-members.server.ts';
import { MembersFilters } from '../features/admin/members-filters.tsx';
import { MembersTable } from '../features/admin/members-table.tsx';
import { Alert } from '../ui/alert.tsx';
import { FormErrorAlert } from '../ui/form-error-alert.tsx';
import { apiFor } from '../lib/api.server.ts';
import { paths } from '../lib/paths.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireAdmin } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'adminMembers');

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  return loadMembers(apiFor(args.request, args.context, localeOf(args)), args.request);
}

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const fields = formFields(await readForm(args.request));
  return memberAction(apiFor(args.request, args.context, localeOf(args)), fields);
}

/** Members (docs/product/admin.md#members): filters, 12 a page, CSV of the filtered list, ban, delete. */
export default function AdminMembersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { filters, page } = loaderData;
  const pages = Math.max(1, Math.ceil(page.total / USERS_PAGE_SIZE));
  const at = (n: number) => {
    const q = new URLSearchParams(search);
    q.set('page', String(n));
    return `?${q.toString()}`;
  };
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('meta.adminMembers.title')}</h1>
        {/* A download of the filtered list (routes/admin-export.ts), not a page. */}
        <a href={`${paths.adminExport}${search}`} download className="btn btn-outline">
          {t('admin.members.export')}
        </a>
      </div>
      <FormErrorAlert error={actionData && 'error' in actionData ? actionData.error : undefined} />
      {actionData && 'done' in actionData && (
        <Alert kind="success">{t(`admin.members.${actionData.done}`)}</Alert>
      )}
      <MembersFilters filters={filters} />
      <p className="muted" role="status">
        {t('admin.members.count', { count: page.total })}
      </p>
      <MembersTable members={page.items} />
      {pages > 1 && (
        <nav aria-label={t('admin.pages')} className="flex items-center justify-center gap-2">
          {page.page > 1 && (
            <Link to={at(page.page - 1)} className="btn btn-outline">
              {t('admin.previous')}
            </Link>
          )}
          <span className="muted">{t('admin.pageOf', { n: page.page, total: pages })}</span>
          {page.page < pages && (
            <Link to={at(page.page + 1)} className="btn btn-outline">
              {t('admin.next')}
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
