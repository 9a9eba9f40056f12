import type { WorkerMessage } from '../../lib/pwa-caches.ts';

/**
 * Registers /sw.js for the whole site (docs/decisions/0030-installable-app.md) and reports a new
 * version that waits: it only takes over when the member accepts (applyUpdate).
 */
export async function registerWorker(onWaiting: (worker: ServiceWorker) => void) {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/sw.js', {
    scope: '/',
    updateViaCache: 'none',
  });
  // Waiting behind an older worker that controls this page: a new version (a first install activates at once).
  const offer = () => {
    if (registration.waiting && navigator.serviceWorker.controller) onWaiting(registration.waiting);
  };
  offer();
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => worker.state === 'installed' && offer());
  });
  // A tab left open for days looks for a new version when it comes back to the front.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
  });
}

/** The member accepted: the waiting worker takes over and the page reloads once on it. */
export function applyUpdate(worker: ServiceWorker) {
  let reloaded = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    window.location.reload();
  });
  worker.postMessage({ type: 'skip-waiting' } satisfies WorkerMessage);
}
