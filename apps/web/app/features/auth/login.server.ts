import { redirect } from 'react-router';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  endpoints,
  type Locale,
  type LoginInput,
} from '@souqna/contracts';
import type { apiFor } from '../../lib/api.server.ts';
import { serializeCookie } from '../../lib/cookies.ts';
import { switchLocalePath } from '../../lib/locale.ts';
import { authCookie } from '../../lib/session.server.ts';

type Api = ReturnType<typeof apiFor>;

/**
 * Signs in and answers with the redirect that sets the httpOnly token cookie. The saved
 * locale of the account wins (docs/product/i18n-and-rtl.md#switching-language), so the user lands in their own language.
 */
export async function signIn(api: Api, body: LoginInput, redirectTo: string, pageLocale?: Locale) {
  const answer = await api.call(endpoints.login, { body });
  let locale = answer.user.locale;
  if (pageLocale && pageLocale !== locale) {
    // A new account takes the language it was created in; failing to save it is not fatal.
    const res = await api.attempt(endpoints.updateUser, {
      params: { id: answer.user._id },
      body: { locale: pageLocale },
      token: answer.access_token,
    });
    if (res.status < 400) locale = pageLocale;
  }
  const target = new URL(redirectTo, 'http://x');
  const headers = new Headers();
  headers.append('Set-Cookie', authCookie(answer.access_token));
  headers.append('Set-Cookie', serializeCookie(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE }));
  return redirect(switchLocalePath(target.pathname, locale) + target.search, { headers });
}
