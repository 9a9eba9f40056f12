import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import type { Payment } from '@souqna/contracts';
import { useDates } from '../../lib/use-dates.ts';
import { useLocalePath } from '../../lib/use-locale.ts';
import { PaymentHead, useMoney } from './payment-parts.tsx';

// While pending, the provider's notice is a moment away: look again this often (the page never
// decides the status itself: docs/product/payments.md#paying).
const PENDING_REFRESH_MS = 2000;

/** One payment: what it is for, the amounts, the status, and what to do next. */
export function PaymentView({ payment: p }: { payment: Payment }) {
  const { t } = useTranslation();
  const { formatDate } = useDates();
  const lp = useLocalePath();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (p.status !== 'pending') return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle' && document.visibilityState === 'visible')
        void revalidator.revalidate();
    }, PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [p.status, revalidator]);
  const money = useMoney();
  const again = `${lp('/setting/payment/new')}?${new URLSearchParams({
    ...(p.postId ? { postId: p.postId } : {}),
    salePrice: p.salePriceText,
    currncy: p.currncy,
  })}`;
  return (
    <div className="card flex flex-col gap-4" aria-live="polite">
      <PaymentHead payment={p} heading />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        <dt className="muted">{t('payments.salePrice')}</dt>
        <dd>
          <bdi dir="ltr">{money(p.salePriceMinor, p.currncy)}</bdi>
        </dd>
        <dt className="muted">{t('payments.rate')}</dt>
        <dd>
          <bdi dir="ltr">{p.commissionValue}%</bdi>
        </dd>
        <dt className="muted">{t('payments.amount')}</dt>
        <dd className="text-xl font-bold text-primary">
          <bdi dir="ltr">{money(p.amount, p.currncy)}</bdi>
        </dd>
        <dt className="muted">{t('payments.created')}</dt>
        <dd>{formatDate(p.createdAt)}</dd>
      </dl>
      {p.status === 'pending' && (
        <div className="flex flex-col gap-2">
          <p className="muted">{t('payments.pendingNote')}</p>
          {p.checkoutUrl && (
            <a href={p.checkoutUrl} className="btn btn-primary self-start">
              {t('payments.payNow')}
            </a>
          )}
        </div>
      )}
      {p.status === 'failed' && (
        <div className="flex flex-col gap-2">
          <p className="text-danger-fg">{t('payments.failedNote')}</p>
          <Link to={again} className="btn btn-primary self-start">
            {t('payments.tryAgain')}
          </Link>
        </div>
      )}
      {(p.status === 'paid' || p.status === 'refunded') && (
        <Link to={lp(`/setting/payment/${p._id}/receipt`)} className="btn btn-outline self-start">
          {t('payments.receipt')}
        </Link>
      )}
    </div>
  );
}
