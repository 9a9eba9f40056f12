// Web push to a browser (docs/decisions/0013-adapters-and-webhooks.md, 0031-web-push.md): the
// interface the push delivery calls, the in-memory one for tests and the web-push one.
import type { PushPayload } from '@souqna/contracts';

export type { PushPayload };
/** A browser's subscription as the Push API gives it (PushSubscription.toJSON()). */
export type PushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** `gone`: the browser dropped the subscription (HTTP 404/410 from its push service): delete it. */
export type PushResult = 'sent' | 'gone';

/** RFC 8030 §5.2–5.3: how long the push service keeps it for an offline device, and how urgently. */
export type PushOptions = { ttlSeconds: number; urgency: 'very-low' | 'low' | 'normal' | 'high' };

export type PushSender = {
  /** Resolves `sent` or `gone`; throws PushFailure otherwise. */
  send(subscription: PushSubscription, payload: PushPayload, options?: PushOptions): Promise<PushResult>;
};

/**
 * A push that did not go. `retry`: worth trying again later (a timeout, a network error, 429 or
 * 5xx); otherwise the push service refused this push for good (400, 403, 413) and a retry would
 * be refused the same way.
 */
export class PushFailure extends Error {
  readonly retry: boolean;
  readonly status: number | null;
  constructor(message: string, retry: boolean, status: number | null = null) {
    super(message);
    this.name = 'PushFailure';
    this.retry = retry;
    this.status = status;
  }
}
