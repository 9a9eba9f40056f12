// This browser's web push subscription (docs/product/conversations-and-notifications.md#push,
// docs/decisions/0031-web-push.md): asks the permission, subscribes through the service worker
// with the server's VAPID key and hands the subscription to the API; or undoes all of it.
// Browser-only; every wait is bounded (docs/decisions/0016).
import { pushEndpoints } from '@souqna/contracts/endpoints-push';
import { browserCall } from '../../lib/api-browser.ts';

/**
 * `unavailable`: this server sends no push; `failed`: the browser's push service refused or did not
 * answer (a browser with no way to reach it, like a sandbox without Google's push service).
 */
export type DevicePushState =
  'checking' | 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on' | 'failed';

const WORKER = '/sw.js';
/** Registering the worker and subscribing each take a second or two; this means they hang. */
const WAIT_MS = 15_000;

export const supportsPush = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

function bounded<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} timed out`)), WAIT_MS)),
  ]);
}

/**
 * The page's service worker: the PWA's own when it is there, else ours (/sw.js at scope /), so
 * push works whichever registered first.
 */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register(WORKER, { scope: '/' });
  return bounded(navigator.serviceWorker.ready, 'service worker');
}

const keyBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

const save = (subscription: PushSubscription) => {
  const { endpoint, keys } = subscription.toJSON();
  return browserCall(pushEndpoints.savePushSubscription, {
    body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
  });
};

/** What this browser is at now; a subscription it already has is saved again for this member. */
export async function currentState(publicKey: string | null): Promise<DevicePushState> {
  if (!supportsPush()) return 'unsupported';
  if (!publicKey) return 'unavailable';
  if (Notification.permission === 'denied') return 'blocked';
  const existing = await navigator.serviceWorker.getRegistration('/');
  const subscription = await existing?.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  // The member signed in here may not be the one who subscribed: the device is now theirs.
  await save(subscription);
  return 'on';
}

export async function turnOn(publicKey: string): Promise<DevicePushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  let subscription: PushSubscription;
  try {
    const reg = await registration();
    const old = await reg.pushManager.getSubscription();
    // A subscription made with another key (the server's keys changed) cannot receive our pushes.
    if (old && !sameKey(old, publicKey)) await old.unsubscribe();
    subscription =
      (old && sameKey(old, publicKey) ? old : null) ??
      (await bounded(
        reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }),
        'push subscription',
      ));
  } catch {
    return 'failed';
  }
  await save(subscription);
  return 'on';
}

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const mine = keyBytes(publicKey);
  const theirs = new Uint8Array(key);
  return theirs.length === mine.length && theirs.every((b, i) => b === mine[i]);
}

export async function turnOff(): Promise<DevicePushState> {
  const reg = await navigator.serviceWorker.getRegistration('/');
  const subscription = await reg?.pushManager.getSubscription();
  if (subscription) {
    await browserCall(pushEndpoints.deletePushSubscription, { query: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return 'off';
}
