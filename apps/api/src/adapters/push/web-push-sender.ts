// The real sender: web-push builds each request (the RFC 8291 aes128gcm encryption with the
// browser's keys, and the RFC 8292 VAPID signature with ours); we send it with fetch, so every
// call has one bounded wait from start to end (docs/decisions/0016-bounded-waits.md), and we read
// the push service's answer (docs/decisions/0031-web-push.md).
import webpush from 'web-push';
import type { PushConfig } from '../../config-push.ts';
import { PushFailure, type PushOptions, type PushSender } from './push-sender.ts';

/** A push service answers in well under a second; ten means it hangs, and the job retries later. */
export const PUSH_TIMEOUT_MS = 10_000;
const DEFAULTS: PushOptions = { ttlSeconds: 86_400, urgency: 'normal' };

export function webPushSender(config: PushConfig, timeoutMs = PUSH_TIMEOUT_MS): PushSender {
  const vapidDetails = {
    subject: config.subject,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  };
  return {
    async send(subscription, payload, options = DEFAULTS) {
      const request = webpush.generateRequestDetails(subscription, JSON.stringify(payload), {
        vapidDetails,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        contentEncoding: 'aes128gcm',
      });
      let res: Response;
      try {
        res = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : null,
          // A push service never redirects; following one would send our signed request elsewhere.
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        const timedOut = (err as Error).name === 'TimeoutError';
        throw new PushFailure(timedOut ? `push timed out after ${timeoutMs} ms` : String(err), true);
      }
      await res.body?.cancel();
      if (res.ok) return 'sent';
      if (res.status === 404 || res.status === 410) return 'gone';
      const retry = res.status === 429 || res.status >= 500;
      throw new PushFailure(`push service answered ${res.status}`, retry, res.status);
    },
  };
}
