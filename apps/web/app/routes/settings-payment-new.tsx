import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CURRENCIES, endpoints, type Currency } from '@souqna/contracts';
import type { Route } from './+types/settings-payment-new';
import { NewPaymentForm } from '../features/payments/new-payment-form.tsx';
import { startPayment } from '../features/payments/payments.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settingsPaymentNew');

// The ads offered in the form: the newest of mine (an older one is still paid for without picking it).
const MY_ADS = 50;

export async function loader(args: Route.LoaderArgs) {
  const user = requireUser(args);
  const api = apiFor(args.request, args.context, localeOf(args));
  const [settings, mine] = await Promise.all([
    api.call(endpoints.getSettings, { query: { fields: 'commissionValue' } }),
    api.call(endpoints.listPosts, { query: { userId: user._id, limit: MY_ADS } }),
  ]);
  const ads = mine.items.map((p) => ({ _id: p._id, title: p.title, price: p.price, currncy: p.currncy }));
  return { commissionValue: settings.commissionValue ?? 1, ads };
}

/** A pending payment, then the provider's checkout (docs/product/payments.md#paying). */
export async function action(args: Route.ActionArgs) {
  requireUser(args);
  const fields = formFields(await readForm(args.request));
  return startPayment(apiFor(args.request, args.context, localeOf(args)), fields);
}

export default function SettingsPaymentNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kept = actionData?.kept;
  const currncy = (kept?.currncy ?? params.get('currncy')) as Currency | null;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.settingsPaymentNew.title')}</h1>
      <p className="muted">{t('payments.newNote')}</p>
      <NewPaymentForm
        ads={loaderData.ads}
        commissionValue={loaderData.commissionValue}
        initial={{
          postId: kept?.postId ?? params.get('postId') ?? undefined,
          salePrice: kept?.salePrice ?? params.get('salePrice') ?? undefined,
          currncy: currncy && CURRENCIES.includes(currncy) ? currncy : undefined,
        }}
        error={actionData && 'error' in actionData ? actionData.error : undefined}
      />
    </section>
  );
}
