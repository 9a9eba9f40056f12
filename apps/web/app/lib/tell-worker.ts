import type { WorkerMessage } from './pwa-caches.ts';

/** A message to the service worker once one is active (it may still be installing on a first visit). */
export function tellWorker(message: WorkerMessage) {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(message));
}
