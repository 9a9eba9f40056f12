// The install bar waits for the person's first tap, key or scroll (docs/product/platform.md#installable-app):
// a bar that appears on its own after the load becomes the page's largest paint wherever nothing
// larger is in view (a profile), and browsers stop looking for the largest paint at the first input
// (docs/decisions/0070-profile-largest-paint.md).

/** What of `window` this needs: a test passes an EventTarget. */
export type Page = Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & { scrollY: number };

const EVENTS = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * Calls `go` once the person has tapped, clicked, typed or scrolled: at once when the page is
 * already scrolled (before this code loaded), else at the first such input. Not the browser's
 * `userActivation`: a test driver's own scripts count as a gesture there. Returns the clean-up.
 */
export function afterFirstInteraction(page: Page, go: () => void): () => void {
  if (page.scrollY > 0) {
    go();
    return () => undefined;
  }
  // Captured on the window: a scroll inside a panel does not bubble, and a handler that stops an
  // event's propagation does not hide it.
  const options = { capture: true, passive: true };
  const stop = () => EVENTS.forEach((name) => page.removeEventListener(name, seen, options));
  function seen() {
    stop();
    go();
  }
  EVENTS.forEach((name) => page.addEventListener(name, seen, options));
  return stop;
}
