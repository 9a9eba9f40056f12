// Web push to a browser (docs/decisions/0013-adapters-and-webhooks.md): the interface the
// notifications feature will call; the web-push implementation comes with it.

/** A browser's subscription as the Push API gives it (PushSubscription.toJSON()). */
export type PushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushPayload = { title: string; body: string; url?: string; tag?: string };

/** `gone`: the browser dropped the subscription (HTTP 404/410 from its push service): delete it. */
export type PushResult = 'sent' | 'gone';

export type PushSender = {
  send(subscription: PushSubscription, payload: PushPayload): Promise<PushResult>;
};
