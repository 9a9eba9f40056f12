import { useTranslation } from 'react-i18next';
import { Form, Link, useSearchParams } from 'react-router';
import { endpoints } from '@souqna/contracts';
import type { Route } from './+types/saved-search-unsubscribe';
import { FormErrorAlert } from '../ui/form-error-alert.tsx';
import { Alert } from '../ui/alert.tsx';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf } from '../lib/guards.server.ts';
import { useLocalePath } from '../lib/use-locale.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'savedSearchUnsubscribe');

/**
 * The digest's link (docs/product/saved-searches.md#unsubscribe): signed in or not, one tap turns
 * that search's alerts off. A button rather than the visit itself, so a mail scanner opening the
 * link changes nothing.
 */
export async function action(args: Route.ActionArgs) {
  const token = formFields(await readForm(args.request)).token ?? '';
  try {
    const answer = await apiFor(args.request, args.context, localeOf(args)).call(
      endpoints.unsubscribeSavedSearch,
      { body: { token } },
    );
    return { name: answer.name };
  } catch (error) {
    return actionError(error);
  }
}

export default function SavedSearchUnsubscribePage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const [params] = useSearchParams();
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  const name = actionData && 'name' in actionData ? actionData.name : undefined;
  return (
    <section className="card mx-auto flex w-full max-w-lg flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('meta.savedSearchUnsubscribe.title')}</h1>
      <FormErrorAlert error={error} />
      {name !== undefined ? (
        <>
          <Alert kind="success">
            {t('savedSearch.unsubscribed')} <bdi className="font-semibold">{name}</bdi>
          </Alert>
          <Link to={lp('/setting/searches')} className="link">
            {t('savedSearch.manageAll')}
          </Link>
        </>
      ) : (
        <Form method="post" className="flex flex-col gap-3">
          <p>{t('savedSearch.unsubscribeAsk')}</p>
          <input type="hidden" name="token" value={params.get('token') ?? ''} />
          <button type="submit" className="btn btn-primary self-start">
            {t('savedSearch.unsubscribe')}
          </button>
        </Form>
      )}
    </section>
  );
}
