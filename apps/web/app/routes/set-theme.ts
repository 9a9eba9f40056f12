import { data, redirect } from 'react-router';
import { THEME_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@souqna/contracts';
import type { Route } from './+types/set-theme';
import { serializeCookie } from '../lib/cookies.ts';
import { readForm } from '../lib/form-data.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';

/** Stores the theme for a year. A fetcher call stays on the page; a plain form post is sent back. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const theme = form.get('theme') === 'dark' ? 'dark' : 'light';
  const headers = { 'Set-Cookie': serializeCookie(THEME_COOKIE, theme, { maxAge: LOCALE_COOKIE_MAX_AGE }) };
  const back = form.get('redirectTo');
  if (back) return redirect(safeRedirect(back), { headers });
  return data({ theme }, { headers });
}

export function loader() {
  throw new Response(null, { status: 404 });
}
