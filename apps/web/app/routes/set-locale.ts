import { redirect } from 'react-router';
import { endpoints, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale } from '@souqna/contracts';
import type { Route } from './+types/set-locale';
import { apiFor } from '../lib/api.server.ts';
import { serializeCookie } from '../lib/cookies.ts';
import { readForm } from '../lib/form-data.ts';
import { viewerOf } from '../lib/guards.server.ts';
import { switchLocalePath } from '../lib/locale.ts';
import { safeRedirect } from '../lib/safe-redirect.ts';

/** Language switch (docs/product/i18n-and-rtl.md#switching-language): 365-day cookie, saved on the account, same page in the new language. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const locale = form.get('locale');
  if (!isLocale(locale)) throw new Response(null, { status: 400 });
  const user = viewerOf({ context });
  if (user) {
    // Saving the choice on the server is a convenience for the next sign-in: never block the switch on it.
    await apiFor(request, context, locale)
      .attempt(endpoints.updateUser, { params: { id: user._id }, body: { locale } })
      .catch(() => undefined);
  }
  const back = new URL(safeRedirect(form.get('redirectTo')), 'http://x');
  const headers = { 'Set-Cookie': serializeCookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE }) };
  return redirect(switchLocalePath(back.pathname, locale) + back.search, { headers });
}

export function loader() {
  throw new Response(null, { status: 404 });
}
