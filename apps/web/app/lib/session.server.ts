import { AUTH_COOKIE, AUTH_COOKIE_ATTRIBUTES, endpoints, type Locale, type User } from '@souqna/contracts';
import { ApiCallError, apiFor } from './api.server.ts';
import type { apiContext, ApiTransport } from './api-context.ts';
import { serializeCookie } from './cookies.ts';
import { webEnv } from './env.server.ts';

type Ctx = { get: (key: typeof apiContext) => ApiTransport };
const secure = webEnv.APP_ENV === 'production';

export function authCookie(token: string): string {
  return serializeCookie(AUTH_COOKIE, token, { ...AUTH_COOKIE_ATTRIBUTES, secure });
}
export function clearAuthCookie(): string {
  return serializeCookie(AUTH_COOKIE, '', { ...AUTH_COOKIE_ATTRIBUTES, maxAge: 0, secure });
}

/**
 * checkUser (docs/product/screens-and-routes.md#route-guards): with a token cookie, load the user; a bad token drops the cookie;
 * never redirects. NotFoundError (user deleted) also drops it.
 */
export async function loadViewer(
  request: Request,
  context: Ctx,
  locale: Locale,
): Promise<{ user: User | null; setCookie: string | null }> {
  const api = apiFor(request, context, locale);
  if (!api.token) return { user: null, setCookie: null };
  try {
    const { userData } = await api.call(endpoints.me);
    return { user: userData, setCookie: null };
  } catch (error) {
    if (error instanceof ApiCallError && error.status < 500)
      return { user: null, setCookie: clearAuthCookie() };
    throw error;
  }
}
