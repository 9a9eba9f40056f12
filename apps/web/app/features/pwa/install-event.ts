// The browser's install offer, caught from the start: Chrome may fire it before the prompts' code
// has loaded. Never shown as the browser's own banner (docs/product/platform.md#installable-app).
export type InstallOffer = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

type Caught = Window & { __installOffer?: InstallOffer | null };
let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** Takes over from the inline catcher once the prompts' chunk has loaded. */
export function catchInstallOffer() {
  offer = (window as Caught).__installOffer ?? null;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallOffer;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

export function installOffer(): InstallOffer | null {
  return offer;
}

/** Called on every change; returns the unsubscribe (useSyncExternalStore's shape). */
export function onInstallOffer(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function forgetInstallOffer() {
  offer = null;
  changed();
}
