import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { PAYMENT_SORTS, PAYMENT_STATUSES, type Payment } from '@souqna/contracts';
import { useDates } from '../../lib/use-dates.ts';
import { DateRangeFields } from '../../ui/date-range-fields.tsx';
import { useLocalePath } from '../../lib/use-locale.ts';
import { PaymentAmount, ReceiptSuffix } from './payment-parts.tsx';
import { PaymentStatusBadge } from './payment-status.tsx';

/**
 * The spec's filters (dateFrom, dateTo, status, sort) as a GET form: the address keeps them. The
 * back office adds its own fields (currency, receipt number) through `extra`.
 */
export function PaymentsFilters({ filters, extra }: { filters: Record<string, string>; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="card grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <DateRangeFields filters={filters} label={(end) => t(`payments.filters.${end}`)} />
      <label className="flex flex-col gap-1">
        <span className="label">{t('payments.filters.status')}</span>
        <select name="status" defaultValue={filters.status ?? ''} className="input">
          <option value="">{t('payments.filters.all')}</option>
          {PAYMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`payments.status.${s}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className="label">{t('payments.filters.sort')}</span>
        <select name="sort" defaultValue={filters.sort ?? 'newest'} className="input">
          {PAYMENT_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`payments.sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {extra}
      <button type="submit" className="btn btn-primary self-end">
        {t('payments.filters.apply')}
      </button>
    </Form>
  );
}

/** One line a payment: the ad, the amount, the date and the status, linking to the payment. */
export function PaymentsList({ items }: { items: Payment[] }) {
  const { t } = useTranslation();
  const { formatDate } = useDates();
  const lp = useLocalePath();
  if (items.length === 0) return <p className="card muted text-center">{t('payments.none')}</p>;
  return (
    <ul className="card flex flex-col divide-y divide-line p-0">
      {items.map((p) => (
        <li key={p._id}>
          <Link
            to={lp(`/setting/payment/${p._id}`)}
            className="flex items-center justify-between gap-3 p-3 hover:bg-page"
          >
            <span className="flex min-w-0 flex-col">
              <span className="truncate font-semibold" dir="auto">
                {p.postTitle ?? t('payments.noAd')}
              </span>
              <span className="muted text-sm">
                {formatDate(p.createdAt)}
                <ReceiptSuffix payment={p} />
              </span>
            </span>
            <span className="flex shrink-0 flex-col items-end gap-1">
              <PaymentAmount payment={p} />
              <PaymentStatusBadge status={p.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
