import { CACHES } from '../app/lib/pwa-caches.ts';
import { pageOfData } from '../app/lib/pwa-requests.ts';
import { offlinePage } from './offline-page.ts';
import { putPage, track } from './kept.ts';

// docs/decisions/0030-installable-app.md#caching: one function per kind of request.

/** How long a page may take before its kept copy is shown instead (only when there is one). */
const PAGE_TIMEOUT_MS = 4000;

export async function asset(request: Request): Promise<Response> {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await (await caches.open(CACHES.assets)).put(request, response.clone());
  return response;
}

export async function shell(request: Request): Promise<Response> {
  return (await caches.match(request, { ignoreSearch: true })) ?? fetch(request);
}

export async function photo(request: Request): Promise<Response> {
  return (await (await caches.open(CACHES.images)).match(request.url)) ?? fetch(request);
}

/** Any page: the network; when it fails, the offline page in the address's language. */
export async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return offlinePage(new URL(request.url).pathname);
  }
}

/**
 * A page kept for offline reading: the network, its copy refreshed; the kept copy when the network
 * fails or is slower than PAGE_TIMEOUT_MS; the offline page when there is no copy.
 */
export async function keptPage(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const key = url.pathname + url.search;
  const network = fetch(request).then(async (response) => {
    await putPage(key, response.clone()).catch(() => undefined);
    return response;
  });
  track(key, network);
  network.catch(() => undefined);
  const pages = await caches.open(CACHES.pages);
  const copy = () => pages.match(key).then((hit) => hit ?? pages.match(url.pathname, { ignoreSearch: true }));
  const late = new Promise<Response | undefined>((resolve) =>
    setTimeout(() => void copy().then(resolve), PAGE_TIMEOUT_MS),
  );
  try {
    const first = await Promise.race([network, late]);
    return first ?? (await network);
  } catch {
    return (await copy()) ?? offlinePage(url.pathname);
  }
}

/**
 * React Router's data for a client-side navigation. Offline, the answer asks the page for a
 * full load of the same address (a 204 with X-Remix-Redirect and X-Remix-Reload-Document), so the
 * kept copy or the offline page shows instead of an error.
 */
export async function pageData(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return new Response(null, {
      status: 204,
      headers: { 'X-Remix-Redirect': pageOfData(new URL(request.url)), 'X-Remix-Reload-Document': 'true' },
    });
  }
}
