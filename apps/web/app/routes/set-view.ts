import { data, redirect } from 'react-router';
import { LISTING_VIEW_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@souqna/contracts';
import type { Route } from './+types/set-view';
import { serializeCookie } from '../lib/cookies.ts';
import { readForm } from '../lib/form-data.ts';
import { parseListingView } from '../lib/listing-view.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';

/**
 * Remembers the listing's grid or list for a year (docs/decisions/0037-phone-first-listing.md). A
 * fetcher call stays on the page; a plain form post (no JavaScript) is sent back to `redirectTo`.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const view = parseListingView(String(form.get('view') ?? ''));
  if (!view) throw new Response(null, { status: 400 });
  const headers = {
    'Set-Cookie': serializeCookie(LISTING_VIEW_COOKIE, view, { maxAge: LOCALE_COOKIE_MAX_AGE }),
  };
  const back = form.get('redirectTo');
  if (back) return redirect(safeRedirect(back), { headers });
  return data({ view }, { headers });
}

export function loader() {
  throw new Response(null, { status: 404 });
}
