import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { endpoints, REPORT_REASONS, ResolveReportSchema } from '@souqna/contracts';
import type { Route } from './+types/admin-reports';
import { ReportActions } from '../features/admin/report-actions.tsx';
import { PhotoMatch } from '../features/admin/photo-match.tsx';
import { ReportTargetView } from '../features/admin/report-target.tsx';
import { Alert } from '../ui/alert.tsx';
import { FormErrorAlert } from '../ui/form-error-alert.tsx';
import { RelativeDate } from '../ui/relative-date.tsx';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireAdmin } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'adminReports');

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const url = new URL(args.request.url);
  const status = url.searchParams.get('status') === 'all' ? ('all' as const) : ('open' as const);
  const reason = REPORT_REASONS.find((r) => r === url.searchParams.get('reason'));
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const api = apiFor(args.request, args.context, localeOf(args));
  return { status, reason, page: await api.call(endpoints.listReports, { query: { status, reason, page } }) };
}

/** An outcome for one report (docs/product/admin.md#reports). */
export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const { id = '', ...fields } = formFields(await readForm(args.request));
  const parsed = ResolveReportSchema.safeParse(fields);
  if (!parsed.success) return { error: { errorKey: 'errors.ValidationError' } };
  try {
    const answer = await apiFor(args.request, args.context, localeOf(args)).call(endpoints.closeReport, {
      params: { id },
      body: parsed.data,
    });
    return { done: parsed.data.status, alsoClosed: answer.alsoClosed.length };
  } catch (error) {
    return actionError(error);
  }
}

/** The moderation queue: open reports with their target in place, counts by reason, outcomes. */
export default function AdminReportsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { status, reason, page } = loaderData;
  const q = (patch: Record<string, string | undefined>) => {
    const p = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    p.delete('page');
    return `?${p.toString()}`;
  };
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.adminReports.title')}</h1>
      <nav aria-label={t('admin.reports.byReason')} className="flex flex-wrap gap-2">
        <Link
          to={q({ reason: undefined })}
          aria-current={!reason ? 'page' : undefined}
          className={chip(!reason)}
        >
          {t('admin.reports.allOpen')} <span className="font-bold">{page.counts.open}</span>
        </Link>
        {REPORT_REASONS.map((r) => (
          <Link
            key={r}
            to={q({ reason: r })}
            aria-current={reason === r ? 'page' : undefined}
            className={chip(reason === r)}
          >
            {t(`report.reasons.${r}`)} <span className="font-bold">{page.counts.byReason[r]}</span>
          </Link>
        ))}
      </nav>
      <Form method="get" className="flex items-center gap-2">
        {reason && <input type="hidden" name="reason" value={reason} />}
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="status"
            value="all"
            defaultChecked={status === 'all'}
            className="size-4"
          />
          {t('admin.reports.showClosed')}
        </label>
        <button type="submit" className="btn btn-outline">
          {t('admin.apply')}
        </button>
      </Form>
      {actionData && 'done' in actionData && (
        <Alert kind="success">
          {t(`admin.reports.done.${actionData.done}`, { count: actionData.alsoClosed })}
        </Alert>
      )}
      <FormErrorAlert error={actionData && 'error' in actionData ? actionData.error : undefined} />
      {page.items.length === 0 && <p className="card muted text-center">{t('admin.reports.none')}</p>}
      <ul className="flex flex-col gap-3">
        {page.items.map((r) => (
          <li key={r._id} className="card flex flex-col gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-bold">{t(`report.reasons.${r.reason}`)}</span>
              <span className="muted text-sm">
                {r.reporter ? (
                  <>
                    {t('admin.reports.reportedBy')} <bdi>{r.reporter.fullname}</bdi>
                  </>
                ) : (
                  t('admin.reports.automatic')
                )}{' '}
                · <RelativeDate value={r.createdAt} />
                {r.targetOpenReports > 1 && (
                  <> · {t('admin.reports.openOnTarget', { count: r.targetOpenReports })}</>
                )}
              </span>
            </div>
            {r.safetySignals && (
              <p className="text-sm">
                {t('admin.reports.found')}:{' '}
                {r.safetySignals.map((s) => t(`safety.signal.${s}`)).join(t('common.listSeparator'))}
              </p>
            )}
            {r.note && (
              <p dir="auto" className="break-words">
                {r.note}
              </p>
            )}
            {r.matchedPost === undefined ? <ReportTargetView target={r.target} /> : <PhotoMatch report={r} />}
            {r.status === 'open' ? (
              <ReportActions report={r} />
            ) : (
              <p className="muted text-sm">{t(`admin.reports.status.${r.status}`)}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const chip = (on: boolean) =>
  `rounded-full border px-3 py-1 text-sm ${on ? 'border-primary bg-primary text-on-primary' : 'border-line hover:bg-page'}`;
