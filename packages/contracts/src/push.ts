// Web push (docs/product/conversations-and-notifications.md#push, docs/decisions/0031-web-push.md):
// a member's browser subscribes once per device; chat messages and notifications then reach it
// with the tab closed, as the member's notification preferences say.
import { z } from './zod.ts';
import { MESSAGES } from './rules.ts';

/** Devices per member: an eleventh subscription replaces the one that has been quiet longest. */
export const PUSH_DEVICES_MAX = 10;
/** Push services' URLs are a few hundred characters; this bounds what we store and later call. */
export const PUSH_ENDPOINT_MAX = 1024;

/**
 * Hosts of the browsers' push services (Chrome and Edge's FCM, Firefox's autopush, Safari's, and
 * Windows'). In production a subscription must be https to one of these: the server POSTs to the
 * endpoint a member gives it, which must never be an address inside our own network.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  'web.push.apple.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

/** True when `host` is one of PUSH_SERVICE_HOSTS or a subdomain of one. */
export function isPushServiceHost(host: string): boolean {
  const h = host.toLowerCase();
  return PUSH_SERVICE_HOSTS.some((known) => h === known || h.endsWith(`.${known}`));
}

// The browser's keys, base64url without padding: a P-256 point (65 bytes) and a 16-byte secret.
const base64url = (bytes: number) =>
  z
    .string({ error: MESSAGES.required })
    .length(Math.ceil((bytes * 4) / 3))
    .regex(/^[A-Za-z0-9_-]+$/);

const EndpointSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .max(PUSH_ENDPOINT_MAX, { error: MESSAGES.maxLength })
  .pipe(z.url({ protocol: /^https?$/ }));

/** PushSubscription.toJSON() as the browser gives it (expirationTime is ignored). */
export const PushSubscriptionSchema = z.object({
  endpoint: EndpointSchema,
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushEndpointQuerySchema = z.object({ endpoint: EndpointSchema });

/** The VAPID public key the browser subscribes with; null when this server sends no push. */
export const PushKeyAnswerSchema = z.object({ publicKey: z.string().nullable() });
/** This device is subscribed; `devices`: how many the member has now. */
export const PushSubscribedSchema = z.object({ subscribed: z.literal(true), devices: z.number().int() });
export const PushDeletedSchema = z.object({ deleted: z.number().int() });

/**
 * What a push carries to the service worker (public/sw-push.js), small and in the member's
 * language: what the notification shows, where a tap leads, and a tag so a newer one replaces it.
 */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
  lang: z.enum(['ar', 'en']),
  dir: z.enum(['rtl', 'ltr']),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
