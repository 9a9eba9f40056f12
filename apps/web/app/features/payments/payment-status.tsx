import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@souqna/contracts';

const LOOK: Record<PaymentStatus, string> = {
  pending: 'bg-page text-fg',
  paid: 'bg-success-bg text-success-fg',
  failed: 'bg-danger-bg text-danger-fg',
  refunded: 'bg-page muted',
};

/** A payment's status as a small badge, in words (colour is not the only cue). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${LOOK[status]}`}>
      {t(`payments.status.${status}`)}
    </span>
  );
}
