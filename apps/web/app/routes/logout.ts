import { redirect } from 'react-router';
import { endpoints, isLocale } from '@souqna/contracts';
import type { Route } from './+types/logout';
import { apiFor } from '../lib/api.server.ts';
import { readForm } from '../lib/form-data.ts';
import { localePath } from '../lib/locale.ts';
import { clearAuthCookie } from '../lib/session.server.ts';

/** Logout (docs/product/accounts-and-sign-in.md#sign-out): revoke the token on the server, drop the cookie, land on / of the locale. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const raw = form.get('locale');
  const locale = isLocale(raw) ? raw : 'ar';
  const api = apiFor(request, context, locale);
  // The cookie goes either way: a failed revoke must not keep anybody signed in here.
  if (api.token) await api.attempt(endpoints.logout).catch(() => undefined);
  return redirect(localePath('/', locale), { headers: { 'Set-Cookie': clearAuthCookie() } });
}

export function loader() {
  throw new Response(null, { status: 404 });
}
