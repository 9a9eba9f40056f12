import { Suspense, lazy, useEffect, useState } from 'react';

// The service worker and its prompts load after the page's load event, in their own chunk: nothing
// of them weighs on the first paint nor on the home page's JavaScript budget (docs/decisions/0008).
const AppPrompts = lazy(() => import('./app-prompts.tsx'));

/**
 * Inline in the page (root.tsx), before any bundle: Chrome may offer the install before the prompts'
 * chunk has loaded, so the offer waits on window (install-event.ts takes it over).
 */
export const CATCH_INSTALL_OFFER = 'onbeforeinstallprompt=function(e){e.preventDefault();__installOffer=e}';

export function LazyPrompts() {
  const [loaded, setLoaded] = useState(false);
  // Root is mounted once for the page's life: no clean-up to keep small.
  useEffect(() => {
    const go = () => setLoaded(true);
    if (document.readyState === 'complete') go();
    else window.addEventListener('load', go, { once: true });
  }, []);
  return (
    loaded && (
      <Suspense fallback={null}>
        <AppPrompts />
      </Suspense>
    )
  );
}
