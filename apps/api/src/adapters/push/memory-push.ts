// The local push sender: development and tests have no push service, so notices are kept in memory
// for a test (or a later dev page) to read.
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
