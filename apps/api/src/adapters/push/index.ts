// Web push: the sender interface, the in-memory one and web-push's, chosen by the VAPID keys of
// the config (docs/decisions/0031-web-push.md). The only way in for the rest of the API.
import type { Config } from '../../config.ts';
import { memoryPush } from './memory-push.ts';
import type { PushSender } from './push-sender.ts';
import { webPushSender } from './web-push-sender.ts';

export type { PushOptions, PushPayload, PushResult, PushSender, PushSubscription } from './push-sender.ts';
export { PushFailure } from './push-sender.ts';
export { memoryPush, type SentPush } from './memory-push.ts';
export { PUSH_TIMEOUT_MS, webPushSender } from './web-push-sender.ts';

/** The real sender when the config has VAPID keys; else the in-memory one (nothing can subscribe then). */
export const openPush = (config: Config): PushSender =>
  config.push ? webPushSender(config.push) : memoryPush();
