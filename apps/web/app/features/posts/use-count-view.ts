import { useEffect } from 'react';
import { postViewPath } from '@souqna/contracts/paths-views';

/**
 * Tells the API the ad was seen, once per ad the page shows (docs/decisions/0040-ad-views.md). From
 * the browser, not the loader: a guest's page may come from the page cache without a render, a
 * prefetch must not count, and a page only robots without scripts fetch is not a view.
 */
export function useCountView(postId: string, isOwner: boolean) {
  useEffect(() => {
    if (isOwner) return;
    void fetch(postViewPath(postId), { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(
      () => undefined,
    );
  }, [postId, isOwner]);
}
