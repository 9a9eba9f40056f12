// Web push: the sender interface and its local implementation. The only way in for the rest of the API.
export type { PushPayload, PushResult, PushSender, PushSubscription } from './push-sender.ts';
export { memoryPush, type SentPush } from './memory-push.ts';
