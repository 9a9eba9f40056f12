import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENTS_PAGE_SIZE } from '@souqna/contracts';
import type { Route } from './+types/settings-payment';
import { loadMyPayments, loadPayment } from '../features/payments/payments.server.ts';
import { PaymentsFilters, PaymentsList } from '../features/payments/payments-list.tsx';
import { PaymentView } from '../features/payments/payment-view.tsx';
import { ReceiptView } from '../features/payments/receipt-view.tsx';
import { apiFor } from '../lib/api.server.ts';
import { localeOf, requireUser } from '../lib/guards.server.ts';
import { useLocalePath } from '../lib/use-locale.ts';
import { pageMeta } from '../i18n/meta.ts';
import { NextPageLink } from '../ui/next-page-link.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settingsPayment');

/**
 * /setting/payment (my payments, filtered), /setting/payment/<id> (one payment: where the provider
 * sends the buyer back) and /setting/payment/<id>/receipt (docs/product/payments.md).
 */
export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  const api = apiFor(args.request, args.context, localeOf(args));
  const [id, sub, ...rest] = (args.params['*'] ?? '').split('/').filter(Boolean);
  if (!id) return { view: 'list' as const, ...(await loadMyPayments(api, args.request)) };
  if (rest.length || (sub && sub !== 'receipt')) throw new Response(null, { status: 404 });
  const receipt = sub === 'receipt';
  const found = await loadPayment(api, id, receipt);
  if (receipt && !found.receipt) throw new Response(null, { status: 404 });
  return { view: receipt ? ('receipt' as const) : ('one' as const), ...found };
}

export default function SettingsPaymentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  if (loaderData.view === 'receipt' && 'receipt' in loaderData && loaderData.receipt)
    return <ReceiptView receipt={loaderData.receipt} />;
  if (loaderData.view === 'one' && 'payment' in loaderData)
    return (
      <section className="flex flex-col gap-4">
        <Link to={lp('/setting/payment')} className="link self-start">
          {t('payments.all')}
        </Link>
        <h1 className="text-2xl font-bold">{t('payments.commissionTitle')}</h1>
        <PaymentView payment={loaderData.payment} />
      </section>
    );
  const { filters, page } = loaderData as Extract<typeof loaderData, { view: 'list' }>;
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('meta.settingsPayment.title')}</h1>
        <Link to={lp('/setting/payment/new')} className="btn btn-primary">
          {t('payments.new')}
        </Link>
      </div>
      <PaymentsFilters filters={filters} />
      <PaymentsList items={page.items} />
      <NextPageLink page={page} pageSize={PAYMENTS_PAGE_SIZE} label={t('listing.more')} />
    </section>
  );
}
