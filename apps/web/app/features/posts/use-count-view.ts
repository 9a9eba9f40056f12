import { useEffect } from 'react';
import { postViewPath, VIEW_REPEAT_WINDOW_MS } from '@souqna/contracts/paths-views';

const STORE = 'souqna.viewed';
/** Ads remembered on this device: the newest, enough for a day's browsing. */
const REMEMBERED = 200;
type Seen = Record<string, number>;

function readSeen(): Seen {
  try {
    return (JSON.parse(localStorage.getItem(STORE) ?? '{}') as Seen) ?? {};
  } catch {
    return {};
  }
}

/** Whether this device sent this ad's view within the window; remembers it now if not. */
export function firstLook(postId: string, now: number): boolean {
  const seen = readSeen();
  const at = seen[postId];
  if (typeof at === 'number' && now - at < VIEW_REPEAT_WINDOW_MS) return false;
  seen[postId] = now;
  const kept = Object.entries(seen)
    .filter(([, t]) => now - t < VIEW_REPEAT_WINDOW_MS)
    .sort((a, b) => b[1] - a[1])
    .slice(0, REMEMBERED);
  try {
    localStorage.setItem(STORE, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused: the server's own repeat check still holds on its worker.
  }
  return true;
}

/**
 * Tells the API the ad was seen, once per ad the page shows (docs/decisions/0040-ad-views.md). From
 * the browser, not the loader: a guest's page may come from the page cache without a render, a
 * prefetch must not count, and a page only robots without scripts fetch is not a view. A repeat
 * within the window is not sent at all: the server remembers viewers per process, and with several
 * workers or instances a reload could reach one that has not seen this viewer.
 */
export function useCountView(postId: string, isOwner: boolean) {
  useEffect(() => {
    if (isOwner || !firstLook(postId, Date.now())) return;
    void fetch(postViewPath(postId), { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(
      () => undefined,
    );
  }, [postId, isOwner]);
}
