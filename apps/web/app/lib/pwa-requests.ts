// What the service worker does with each request (docs/decisions/0030-installable-app.md#caching),
// pure so it is unit-tested; apps/web/sw/ applies it.
import { paths } from './paths.ts';

export type RequestKind =
  /** Content-hashed build files: cache first. */
  | 'asset'
  /** The shell's own files (icons, manifests, offline pages): the precached copy, else the network. */
  | 'shell'
  /** A page the member may read offline: network first (bounded), kept copy, else the offline page. */
  | 'kept-page'
  /** Any other page: network, else the offline page in its language. */
  | 'page'
  /** React Router's data of a client-side navigation: network, else a full-page load (the rules above). */
  | 'page-data'
  /** A photo: the kept copy of a recently viewed ad's photos, else the network. */
  | 'photo'
  /** The sign-out post: the member's kept pages, photos and draft are cleared. */
  | 'sign-out'
  /** Left to the browser: the API, the socket, posts, other origins, the worker scripts. */
  | 'network';

const EN = /^\/en(?=\/|$)/;
const SHELL =
  /^(\/icons\/[\w-]+\.png|\/apple-touch-icon\.png|\/favicon\.svg|(\/en)?\/(manifest\.webmanifest|offline\.html))$/;

/** The pages kept for offline reading, per language: an ad, the favourites, the new-ad form. */
export function isKeptPath(pathname: string): boolean {
  const path = pathname.replace(EN, '') || '/';
  return (
    /^\/posts\/(?!new$|edit\/|category\/)[^/]+$/.test(path) || path === '/favorites' || path === '/posts/new'
  );
}

export function requestKind(
  request: { method: string; url: string; mode?: string; headers?: { get(name: string): string | null } },
  origin: string,
): RequestKind {
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  const path = url.pathname;
  if (request.method === 'POST' && (path === paths.logout || path === `${paths.logout}.data`))
    return 'sign-out';
  if (request.method !== 'GET') return 'network';
  if (
    path.startsWith('/api/') ||
    path.startsWith('/socket.io/') ||
    path === '/sw.js' ||
    path === '/sw-push.js'
  )
    return 'network';
  if (path.startsWith('/assets/')) return 'asset';
  if (SHELL.test(path)) return 'shell';
  if (path.startsWith('/uploads/')) return 'photo';
  if (path.endsWith('.data')) return 'page-data';
  const isPage = request.mode === 'navigate' || (request.headers?.get('accept') ?? '').includes('text/html');
  if (!isPage) return 'network';
  return isKeptPath(path) ? 'kept-page' : 'page';
}

/** The page a React Router data URL belongs to: `/_.data` → `/`, `/en/posts/1.data?_routes=…` → `/en/posts/1`. */
export function pageOfData(url: URL): string {
  const path = url.pathname.replace(/\/_\.data$/, '/').replace(/\.data$/, '');
  const query = new URLSearchParams(url.search);
  query.delete('_routes');
  query.delete('index');
  const rest = query.toString();
  return `${path}${rest ? `?${rest}` : ''}`;
}

/** The offline page in the language of the address asked for. */
export function offlinePageFor(pathname: string): string {
  return EN.test(pathname) ? '/en/offline.html' : '/offline.html';
}
