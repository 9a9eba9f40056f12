import { useTranslation } from 'react-i18next';
import type { Receipt } from '@souqna/contracts';
import { useDates } from '../../lib/use-dates.ts';
import { useMoney } from './payment-parts.tsx';

/**
 * A printable receipt in the page's language: number, date, member, ad, amounts, currency and how
 * it was paid. Printing hides the site around it (print: classes) and keeps this card.
 */
export function ReceiptView({ receipt: r }: { receipt: Receipt }) {
  const { t } = useTranslation();
  const { formatDate } = useDates();
  const money = useMoney();
  const method = r.method
    ? [r.method.brand?.toUpperCase(), r.method.last4 && `•••• ${r.method.last4}`].filter(Boolean).join(' ')
    : t('payments.methodUnknown');
  const rows: [string, React.ReactNode][] = [
    [t('payments.receiptNumber'), <bdi dir="ltr">{r.receiptNumber}</bdi>],
    [t('payments.date'), formatDate(r.issuedAt)],
    [t('payments.member'), <bdi>{r.member.fullname}</bdi>],
    [t('payments.ad'), r.post ? <bdi>{r.post.title}</bdi> : t('payments.noAd')],
    [t('payments.salePrice'), <bdi dir="ltr">{money(r.salePriceMinor, r.currncy)}</bdi>],
    [t('payments.rate'), <bdi dir="ltr">{r.commissionValue}%</bdi>],
    [t('payments.method'), <bdi dir="ltr">{method}</bdi>],
    [
      t('payments.reference'),
      <bdi dir="ltr" className="break-all">
        {r.providerRef}
      </bdi>,
    ],
  ];
  return (
    <article
      className="card flex flex-col gap-4 print:border-0 print:shadow-none"
      aria-labelledby="receipt-title"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-line pb-3">
        <h1 id="receipt-title" className="text-2xl font-bold">
          {t('payments.receiptTitle')}
        </h1>
        <span className="text-lg font-bold text-primary">{t('app.name')}</span>
      </header>
      {r.status === 'refunded' && (
        <p className="rounded-lg bg-danger-bg p-2 text-danger-fg">
          {t('payments.refundedOn', { title: formatDate(r.refundedAt ?? r.issuedAt) })}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt className="border-t border-line pt-2 font-bold">{t('payments.amountPaid')}</dt>
        <dd className="border-t border-line pt-2 text-xl font-bold">
          <bdi dir="ltr">{money(r.amount, r.currncy)}</bdi>
        </dd>
      </dl>
      <button
        type="button"
        className="btn btn-outline self-start print:hidden"
        onClick={() => window.print()}
      >
        {t('payments.print')}
      </button>
    </article>
  );
}
