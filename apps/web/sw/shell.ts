import { CACHES } from '../app/lib/pwa-caches.ts';

declare const self: ServiceWorkerGlobalScope;

export const SHELL_CACHE = `${CACHES.shellPrefix}${__SW_BUILD__.version}`;
/** Old builds' hashed files are kept for the kept pages that name them, up to this many. */
const ASSETS_MAX = 400;

/** Install: the build's shell and the hashed files every page needs, all or nothing. */
export async function precache() {
  const shell = await caches.open(SHELL_CACHE);
  await shell.addAll(__SW_BUILD__.shell.map((url) => new Request(url, { cache: 'reload' })));
  const assets = await caches.open(CACHES.assets);
  const missing = [];
  for (const url of __SW_BUILD__.assets) if (!(await assets.match(url))) missing.push(url);
  await assets.addAll(missing);
}

/** Activate: drop the older builds' shells, and old hashed files past ASSETS_MAX. */
export async function cleanUp() {
  for (const name of await caches.keys())
    if (name.startsWith(CACHES.shellPrefix) && name !== SHELL_CACHE) await caches.delete(name);
  const assets = await caches.open(CACHES.assets);
  const keys = await assets.keys();
  const current = new Set(__SW_BUILD__.assets.map((url) => new URL(url, self.location.origin).href));
  // keys() lists in insertion order: the oldest go first.
  let over = keys.length - ASSETS_MAX;
  for (const key of keys) {
    if (over <= 0) break;
    if (current.has(key.url)) continue;
    await assets.delete(key);
    over -= 1;
  }
}
