import { data } from 'react-router';
import { isLocale } from '@souqna/contracts';
import type { Route } from './+types/post-upload';
import { duplicateOf, savePost } from '../features/post-form/post-form.server.ts';
import { ApiCallError, apiFor } from '../lib/api.server.ts';
import { viewerOf } from '../lib/guards.server.ts';
import { errorMessageKey } from '@souqna/contracts';

/**
 * The post form's XHR target (it reports upload progress, which fetch cannot): JSON in the
 * shape the form reads, { id } or { error: { errorKey, field } }.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const locale = url.searchParams.get('locale');
  const user = viewerOf({ context });
  if (!user) return data({ error: { errorKey: 'errors.UnauthenticatedError' } }, { status: 401 });
  if (user.bannedAt) return data({ error: { errorKey: 'postForm.bannedFromPost' } }, { status: 403 });
  const api = apiFor(request, context, isLocale(locale) ? locale : 'ar');
  try {
    const id = await savePost(api, request, url.searchParams.get('id') ?? undefined);
    return { id };
  } catch (error) {
    if (!(error instanceof ApiCallError)) throw error;
    const field = error.error.data.key ?? error.error.data.field;
    const duplicate = duplicateOf(error);
    return data(
      { error: { errorKey: errorMessageKey(error.error.name), field }, ...(duplicate ? { duplicate } : {}) },
      { status: error.status },
    );
  }
}

export function loader() {
  throw new Response(null, { status: 404 });
}
