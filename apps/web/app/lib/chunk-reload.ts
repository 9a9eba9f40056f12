import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '@souqna/contracts';

const KEY = 'souqna.chunkReloadAt';
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * After a deploy, an open tab may ask for page chunks that no longer exist: reload to get
 * the new build, but at most once per minute so a real outage cannot loop (docs/product/screens-and-routes.md#loading-bar-and-reloads).
 * Returns whether a reload was started.
 */
export function reloadAfterChunkError(
  now = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return false;
  storage.setItem(KEY, String(now));
  window.location.reload();
  return true;
}
