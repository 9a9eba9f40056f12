import { useTranslation } from 'react-i18next';
import type { Currency, Payment } from '@souqna/contracts';
import { formatMinor } from '../../lib/price.ts';
import { PaymentStatusBadge } from './payment-status.tsx';

/** An amount in halalas/fils as it reads: '1,500.50' and the currency's name. */
export function useMoney(): (minor: number, currncy: Currency) => string {
  const { t } = useTranslation();
  return (minor, currncy) => `${formatMinor(minor)} ${t(`currency.${currncy}`)}`;
}

/** The head of a payment's card: its ad (or 'no ad') and its status; a heading on its own page. */
export function PaymentHead({ payment: p, heading = false }: { payment: Payment; heading?: boolean }) {
  const { t } = useTranslation();
  const Title = heading ? 'h2' : 'span';
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Title className={heading ? 'text-lg font-bold' : 'font-semibold'} dir="auto">
        {p.postTitle ?? t('payments.noAd')}
      </Title>
      <PaymentStatusBadge status={p.status} />
    </div>
  );
}

/** What a payment charges, in bold (the lists' rows). */
export function PaymentAmount({ payment: p }: { payment: Payment }) {
  const money = useMoney();
  return (
    <bdi dir="ltr" className="font-bold">
      {money(p.amount, p.currncy)}
    </bdi>
  );
}

/** ' · <receipt number>' once the payment has one. */
export function ReceiptSuffix({ payment: p }: { payment: Payment }) {
  return (
    p.receiptNumber && (
      <>
        {' · '}
        <bdi dir="ltr">{p.receiptNumber}</bdi>
      </>
    )
  );
}
