import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { endpoints } from '@souqna/contracts';
import type { Route } from './+types/settings-blocklist';
import { FormErrorAlert } from '../ui/form-error-alert.tsx';
import { BlockedList } from '../features/blocks/blocked-list.tsx';
import { nextPageHref } from '../features/posts/use-more-posts.ts';
import { Alert } from '../ui/alert.tsx';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settingsBlocklist');

export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  const cursor = new URL(args.request.url).searchParams.get('cursor') || undefined;
  const api = apiFor(args.request, args.context, localeOf(args));
  return { page: await api.call(endpoints.listBlocks, { query: { cursor } }) };
}

/** Unblock (docs/product/social.md#blocks); the loader then runs again without that member. */
export async function action(args: Route.ActionArgs) {
  requireUser(args);
  const api = apiFor(args.request, args.context, localeOf(args));
  const fields = formFields(await readForm(args.request));
  if (fields.intent !== 'unblock' || !fields.userId) throw new Response(null, { status: 400 });
  try {
    await api.send(endpoints.unblockUser, { params: { userId: fields.userId } });
    return { unblocked: true };
  } catch (error) {
    return actionError(error);
  }
}

export default function SettingsBlocklistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { items, nextCursor } = loaderData.page;
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('meta.settingsBlocklist.title')}</h1>
      <FormErrorAlert error={error} />
      {actionData && 'unblocked' in actionData && <Alert kind="success">{t('blocklist.unblocked')}</Alert>}
      {items.length === 0 ? (
        <div className="card flex flex-col gap-2">
          <p className="font-semibold">{t('blocklist.empty')}</p>
          <p className="muted">{t('blocklist.howTo')}</p>
        </div>
      ) : (
        <BlockedList items={items} />
      )}
      {nextCursor && (
        <Link to={nextPageHref(location.search, nextCursor)} className="btn btn-outline self-center">
          {t('listing.more')}
        </Link>
      )}
    </section>
  );
}
