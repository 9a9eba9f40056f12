// Caching of answers that may depend on who asks (docs/product/platform.md#caching-headers).
// A request carrying a session (the auth cookie or a Bearer header) gets an answer made for that
// member (favourites, own ads, unread counts…): no shared or browser cache may keep it, so it is
// `private, no-store`. Answers made for guests may still depend on cookies (a page's language,
// theme, layout, time offset): they say `Vary: Cookie` so a shared cache never hands one reader's
// variant to another. A route that sets its own Cache-Control (reference data, `public`; images)
// has declared what it depends on and is left alone.
import { AUTH_COOKIE } from '@souqna/contracts';

export const MEMBER_CACHE_CONTROL = 'private, no-store';

type Headers = Record<string, string | string[] | undefined>;

/** Whether the request carries a session, valid or not: either way the answer is made for it. */
export function carriesSession(headers: Headers): boolean {
  if (typeof headers.authorization === 'string' && headers.authorization.trim()) return true;
  const cookie = headers.cookie;
  const text = Array.isArray(cookie) ? cookie.join(';') : (cookie ?? '');
  return text.split(';').some((part) => part.trim().startsWith(`${AUTH_COOKIE}=`));
}

/**
 * The caching headers an answer made per request gets (null when its route chose its own):
 * `vary` adds `varyOn` to what was there; `cacheControl` is set when a session was sent.
 */
export function cachingHeaders(
  request: Headers,
  answer: { cacheControl: string | undefined; vary: string | undefined },
  varyOn: string[],
): { cacheControl?: string; vary: string } | null {
  if (answer.cacheControl) return null;
  const named = new Set(
    (answer.vary ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  );
  const lower = new Set([...named].map((v) => v.toLowerCase()));
  for (const v of varyOn) if (!lower.has(v.toLowerCase())) named.add(v);
  const vary = [...named].join(', ');
  if (!carriesSession(request)) return { vary };
  return { cacheControl: MEMBER_CACHE_CONTROL, vary };
}
