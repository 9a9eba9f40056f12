import { redirect } from 'react-router';
import { COUNTRY_COOKIE, LOCALE_COOKIE_MAX_AGE, parseCountryScope } from '@souqna/contracts';
import type { Route } from './+types/set-country';
import { serializeCookie } from '../lib/cookies.ts';
import { readForm } from '../lib/form-data.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';

/**
 * The country switcher (docs/decisions/0048-visitor-country.md): remembers all countries, Saudi
 * Arabia or the UAE for a year, like the language, and sends the visitor back to the listing they
 * were on. A plain form post, so it works without JavaScript.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const scope = parseCountryScope(String(form.get('country') ?? ''));
  if (!scope) throw new Response(null, { status: 400 });
  const headers = { 'Set-Cookie': serializeCookie(COUNTRY_COOKIE, scope, { maxAge: LOCALE_COOKIE_MAX_AGE }) };
  return redirect(safeRedirect(form.get('redirectTo')), { headers });
}

export function loader() {
  throw new Response(null, { status: 404 });
}
