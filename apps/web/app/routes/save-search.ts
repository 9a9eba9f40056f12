import { redirect } from 'react-router';
import { endpoints, isLocale } from '@souqna/contracts';
import type { Route } from './+types/save-search';
import { actionError } from '../lib/action-error.server.ts';
import { apiFor } from '../lib/api.server.ts';
import { readForm } from '../lib/form-data.ts';
import { viewerOf } from '../lib/guards.server.ts';

/** The "Save this search" button's server half (docs/product/saved-searches.md): the listing's address as the query. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const locale = isLocale(form.get('locale')) ? (form.get('locale') as 'ar' | 'en') : 'ar';
  // A guest's browser without JavaScript posts here (with it, the button opens the sign-in dialog):
  // sign in, then back to the listing.
  if (!viewerOf({ context })) {
    const back = String(form.get('back') ?? '/');
    const login = locale === 'en' ? '/en/auth/login' : '/auth/login';
    throw redirect(`${login}?redirectTo=${encodeURIComponent(/^\/(?![/\\])/.test(back) ? back : '/')}`);
  }
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(String(form.get('query') ?? ''))) query[key] = value;
  const name = String(form.get('name') ?? '').trim();
  try {
    const saved = await apiFor(request, context, locale).call(endpoints.saveSearch, {
      body: { query, ...(name ? { name } : {}) },
    });
    return { saved: { name: saved.name, existed: saved.existed } };
  } catch (error) {
    return actionError(error);
  }
}
