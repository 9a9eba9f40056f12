// The route guards of docs/product/screens-and-routes.md#route-guards as small helpers that loaders call. The viewer comes from the root
// middleware (checkUser), so a guard never makes an API call of its own.
import { redirect } from 'react-router';
import type { Locale, User } from '@souqna/contracts';
import { localeFromPath, localePath } from './locale.ts';
import { viewerContext } from './viewer-context.ts';

type Args = { request: Request; context: { get: (key: typeof viewerContext) => User | null } };

export function viewerOf({ context }: Pick<Args, 'context'>): User | null {
  return context.get(viewerContext);
}

export function localeOf({ request }: Pick<Args, 'request'>): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** auth-user: no user → the login page of this locale, coming back here afterwards. */
export function requireUser(args: Args): User {
  const user = viewerOf(args);
  if (user) return user;
  const url = new URL(args.request.url);
  const back = encodeURIComponent(url.pathname + url.search);
  throw redirect(`${localePath('/auth/login', localeOf(args))}?redirectTo=${back}`);
}

/** banned: a user banned from posting goes home. */
export function requireNotBanned(args: Args): User {
  const user = requireUser(args);
  if (user.bannedAt) throw redirect(localePath('/', localeOf(args)));
  return user;
}

/** guest: auth pages are for signed-out visitors only. */
export function requireGuest(args: Args): void {
  if (viewerOf(args)) throw redirect(localePath('/', localeOf(args)));
}

/**
 * admin: the back office (docs/product/admin.md). Anyone else, signed in or not, gets the 404
 * page: the back office does not say that it exists.
 */
export function requireAdmin(args: Args): User {
  const user = viewerOf(args);
  if (user?.role !== 'admin') throw new Response(null, { status: 404 });
  return user;
}
