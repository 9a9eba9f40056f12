// The local push sender: a server without VAPID keys, or a test that wants no push service, keeps
// each push in memory for a test to read.
import type { PushPayload, PushSender, PushSubscription } from './push-sender.ts';

export type SentPush = { subscription: PushSubscription; payload: PushPayload; at: Date };

export function memoryPush(): PushSender & { sent: SentPush[] } {
  const sent: SentPush[] = [];
  return {
    sent,
    async send(subscription, payload) {
      sent.push({ subscription, payload, at: new Date() });
      return 'sent';
    },
  };
}
