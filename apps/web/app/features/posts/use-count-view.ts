import { useEffect } from 'react';
import { viewsEndpoints } from '@souqna/contracts/endpoints-views';
import { pathOf } from '@souqna/contracts/endpoints-path';

/**
 * Tells the API the ad was seen, once per ad the page shows (docs/decisions/0040-ad-views.md). From
 * the browser, not the loader: a guest's page may come from the page cache without a render, a
 * prefetch must not count, and a page only robots without scripts fetch is not a view.
 */
export function useCountView(postId: string, isOwner: boolean) {
  useEffect(() => {
    if (isOwner) return;
    const url = pathOf(viewsEndpoints.countPostView, { params: { id: postId } });
    void fetch(url, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
  }, [postId, isOwner]);
}
