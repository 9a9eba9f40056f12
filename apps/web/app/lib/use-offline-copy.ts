import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { recentAdOf } from './recent-ads.ts';
import { tellWorker } from './tell-worker.ts';

// Pages readable offline (docs/product/platform.md#offline). A full page load is kept by the
// worker as it passes; these cover the pages reached by a client-side navigation too.

/** Keeps this page's copy (favourites, the new-ad form) fresh on the device. */
export function useKeepOffline() {
  const { pathname, search } = useLocation();
  useEffect(() => tellWorker({ type: 'keep', path: pathname + search }), [pathname, search]);
}

/** Adds the ad to the recently viewed list, its page and photos kept on the device. Not one's own ads. */
export function useRememberAd(post: Parameters<typeof recentAdOf>[0] & { isOwner: boolean }) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!post.isOwner) tellWorker({ type: 'viewed', ad: recentAdOf(post, pathname, Date.now()) });
    // Once per ad and address: a revalidation (a comment posted) is not a new view.
  }, [post._id, pathname]);
}
