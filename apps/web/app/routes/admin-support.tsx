import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { endpoints, SUPPORT_STATUSES } from '@souqna/contracts';
import type { Route } from './+types/admin-support';
import { Alert } from '../ui/alert.tsx';
import { FormErrorAlert } from '../ui/form-error-alert.tsx';
import { RelativeDate } from '../ui/relative-date.tsx';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireAdmin } from '../lib/guards.server.ts';
import { useLocalePath } from '../lib/use-locale.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'adminSupport');

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const url = new URL(args.request.url);
  const status = url.searchParams.get('status') === 'closed' ? 'closed' : 'open';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const api = apiFor(args.request, args.context, localeOf(args));
  return { status, page: await api.call(endpoints.listSupportMessages, { query: { status, page } }) };
}

export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const { id = '' } = formFields(await readForm(args.request));
  try {
    await apiFor(args.request, args.context, localeOf(args)).send(endpoints.closeSupportMessage, {
      params: { id },
      body: { status: 'closed' },
    });
    return { closed: true as const };
  } catch (error) {
    return actionError(error);
  }
}

/** Members' messages to support (docs/product/admin.md#support): open first, close when answered. */
export default function AdminSupportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { status, page } = loaderData;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.adminSupport.title')}</h1>
      <nav aria-label={t('admin.support.tabs')} className="flex gap-1 border-b border-line">
        {SUPPORT_STATUSES.map((s) => (
          <Link
            key={s}
            to={s === 'open' ? '?' : `?status=${s}`}
            aria-current={s === status ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-2 ${s === status ? 'border-primary font-bold text-primary' : 'muted border-transparent'}`}
          >
            {t(`admin.support.${s}`)}
          </Link>
        ))}
      </nav>
      {actionData && 'closed' in actionData && <Alert kind="success">{t('admin.support.closedDone')}</Alert>}
      <FormErrorAlert error={actionData && 'error' in actionData ? actionData.error : undefined} />
      {page.items.length === 0 && <p className="card muted text-center">{t('admin.support.none')}</p>}
      <ul className="flex flex-col gap-3">
        {page.items.map((m) => (
          <li key={m._id} className="card flex flex-col gap-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-bold" dir="auto">
                {m.subject}
              </h2>
              <RelativeDate value={m.createdAt} className="muted text-sm" />
            </div>
            <p dir="auto" className="break-words whitespace-pre-line">
              {m.message}
            </p>
            {m.member ? (
              <p className="muted text-sm">
                <Link to={lp(`/profile/${m.member._id}`)} className="link">
                  <bdi>{m.member.fullname}</bdi>
                </Link>{' '}
                · <bdi>{m.member.email}</bdi> · <bdi dir="ltr">+{m.member.phoneNumber}</bdi>
              </p>
            ) : (
              <p className="muted text-sm">{t('admin.support.deletedMember')}</p>
            )}
            {m.status === 'open' && (
              <Form method="post" className="self-end">
                <input type="hidden" name="id" value={m._id} />
                <button type="submit" className="btn btn-outline">
                  {t('admin.support.close')}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
