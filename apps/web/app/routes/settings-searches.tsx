import { useTranslation } from 'react-i18next';
import { endpoints, SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '@souqna/contracts';
import type { Route } from './+types/settings-searches';
import { SavedSearchRow } from '../features/saved-searches/saved-search-row.tsx';
import { FormErrorAlert } from '../ui/form-error-alert.tsx';
import { Alert } from '../ui/alert.tsx';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { formFields, readForm } from '../lib/form-data.ts';
import { localeOf, requireUser } from '../lib/guards.server.ts';
import { pageMeta } from '../i18n/meta.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'settingsSearches');

export async function loader(args: Route.LoaderArgs) {
  requireUser(args);
  const api = apiFor(args.request, args.context, localeOf(args));
  return { searches: await api.call(endpoints.savedSearches) };
}

const isFrequency = (v: unknown): v is SavedSearchFrequency =>
  (SAVED_SEARCH_FREQUENCIES as readonly unknown[]).includes(v);

/** Rename and frequency together, or delete (docs/product/saved-searches.md); the loader then runs again. */
export async function action(args: Route.ActionArgs) {
  requireUser(args);
  const api = apiFor(args.request, args.context, localeOf(args));
  const fields = formFields(await readForm(args.request));
  if (!fields.id) throw new Response(null, { status: 400 });
  const params = { id: fields.id };
  try {
    if (fields.intent === 'delete') {
      await api.send(endpoints.deleteSavedSearch, { params });
      return { done: 'deleted' as const };
    }
    if (fields.intent !== 'update') throw new Response(null, { status: 400 });
    const frequency = isFrequency(fields.frequency) ? fields.frequency : undefined;
    await api.send(endpoints.updateSavedSearch, { params, body: { name: fields.name ?? '', frequency } });
    return { done: 'updated' as const };
  } catch (error) {
    return actionError(error);
  }
}

export default function SettingsSearchesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, max } = loaderData.searches;
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  const done = actionData && 'done' in actionData ? actionData.done : undefined;
  return (
    <section className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold">{t('meta.settingsSearches.title')}</h1>
      <p className="muted">{t('savedSearch.intro', { n: items.length, max })}</p>
      <FormErrorAlert error={error} />
      {done && <Alert kind="success">{t(`savedSearch.${done}`)}</Alert>}
      {items.length === 0 ? (
        <div className="card flex flex-col gap-2">
          <p className="font-semibold">{t('savedSearch.empty')}</p>
          <p className="muted">{t('savedSearch.howTo')}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <SavedSearchRow key={item._id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
