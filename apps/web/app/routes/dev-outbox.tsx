import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endpoints } from '@souqna/contracts';
import type { Route } from './+types/dev-outbox';
import { OutboxList } from '../features/dev/outbox-list.tsx';
import { ApiCallError, apiFor } from '../lib/api.server.ts';
import { localeOf } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'devOutbox');

/** Development only: the API answers 404 in production, and so does this page. */
export async function loader(args: Route.LoaderArgs) {
  const api = apiFor(args.request, args.context, localeOf(args));
  try {
    const { items } = await api.call(endpoints.devOutbox);
    return { items: [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export default function DevOutboxPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('devOutbox.title')}</h1>
      <p className="muted">{t('devOutbox.intro')}</p>
      <OutboxList items={loaderData.items} />
    </section>
  );
}
