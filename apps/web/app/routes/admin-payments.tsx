import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { endpoints, PAYMENTS_PAGE_SIZE } from '@souqna/contracts';
import type { Route } from './+types/admin-payments';
import { PaymentsFilters } from '../features/payments/payments-list.tsx';
import { PaymentAmount, PaymentHead, ReceiptSuffix } from '../features/payments/payment-parts.tsx';
import { Alert } from '../ui/alert.tsx';
import { CurrencyOptions } from '../ui/currency-options.tsx';
import { FormErrorAlert } from '../ui/form-error-alert.tsx';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireAdmin } from '../lib/guards.server.ts';
import { formatMinor } from '../lib/price.ts';
import { useDates } from '../lib/use-dates.ts';
import { pageMeta } from '../i18n/meta.ts';
import { loadList } from '../lib/list-loader.server.ts';
import { NextPageLink } from '../ui/next-page-link.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'adminPayments');

const FILTERS = ['status', 'sort', 'currncy', 'receiptNumber', 'dateFrom', 'dateTo', 'page'] as const;

export async function loader(args: Route.LoaderArgs) {
  requireAdmin(args);
  const api = apiFor(args.request, args.context, localeOf(args));
  return loadList(api, args.request, endpoints.listPayments, FILTERS);
}

/** A refund of a paid payment, in full, with an optional note (audited; docs/product/payments.md#refunds). */
export async function action(args: Route.ActionArgs) {
  requireAdmin(args);
  const { id = '', note } = formFields(await readForm(args.request));
  try {
    await apiFor(args.request, args.context, localeOf(args)).send(endpoints.refundPayment, {
      params: { id },
      body: note ? { note } : {},
    });
    return { refunded: true as const };
  } catch (error) {
    return actionError(error);
  }
}

export default function AdminPaymentsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { formatDate } = useDates();
  const { filters, page } = loaderData;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.adminPayments.title')}</h1>
      <PaymentsFilters
        filters={filters}
        extra={
          <>
            <label className="flex flex-col gap-1">
              <span className="label">{t('payments.currency')}</span>
              <select name="currncy" defaultValue={filters.currncy ?? ''} className="input">
                <option value="">{t('payments.filters.all')}</option>
                <CurrencyOptions />
              </select>
            </label>
            <label className="flex flex-col gap-1">
              <span className="label">{t('payments.receiptNumber')}</span>
              <input
                name="receiptNumber"
                defaultValue={filters.receiptNumber ?? ''}
                dir="ltr"
                className="input"
              />
            </label>
          </>
        }
      />
      {actionData && 'refunded' in actionData && <Alert kind="success">{t('admin.payments.refunded')}</Alert>}
      <FormErrorAlert error={actionData && 'error' in actionData ? actionData.error : undefined} />
      {page.items.length === 0 && <p className="card muted text-center">{t('payments.none')}</p>}
      <ul className="flex flex-col gap-3">
        {page.items.map((p) => (
          <li key={p._id} className="card flex flex-col gap-2">
            <PaymentHead payment={p} />
            <p className="muted text-sm">
              <bdi>{p.payer.fullname}</bdi> · {formatDate(p.createdAt)} · <PaymentAmount payment={p} />
              <ReceiptSuffix payment={p} />
            </p>
            {p.status === 'paid' && (
              <details>
                <summary className="btn btn-ghost w-fit cursor-pointer">{t('admin.payments.refund')}</summary>
                <Form method="post" className="mt-2 flex flex-col gap-2">
                  <input type="hidden" name="id" value={p._id} />
                  <label className="flex flex-col gap-1">
                    <span className="label">{t('admin.payments.note')}</span>
                    <input name="note" maxLength={500} dir="auto" className="input" />
                  </label>
                  <button type="submit" className="btn btn-primary self-start">
                    {t('admin.payments.refundConfirm', { title: formatMinor(p.amount) })}
                  </button>
                </Form>
              </details>
            )}
          </li>
        ))}
      </ul>
      <NextPageLink page={page} pageSize={PAYMENTS_PAGE_SIZE} label={t('admin.next')} />
    </section>
  );
}
