// Web push delivery (docs/decisions/0031-web-push.md): a new chat message or written notifications
// become a push to each device of each recipient who has no Souqna page open, worded in their
// language. A device the push service calls gone is forgotten; one that fails for now is retried
// alone (push.send) with backoff; the request that caused it has long been answered.
import pMap from 'p-map';
import type { Deps } from '../../context.ts';
import { PushFailure, type PushOptions, type PushPayload } from '../../adapters/push/index.ts';
import { messageForNotice } from '../../features/chat/chat.public.ts';
import { notificationsForPush } from '../../features/notifications/notifications.public.ts';
import {
  dropSubscription,
  markSent,
  subscriptionById,
  subscriptionsOf,
  type SubscriptionRow,
} from '../../features/push/push.public.ts';
import { localesOf } from '../../features/users/users.public.ts';
import type { JobData } from '../../jobs/job-types.ts';
import { seal, unseal } from '../../jobs/sealed.ts';
import { chatPush, notificationPush } from './push-texts.ts';

type Log = { warn(obj: unknown, msg: string): void };
export type PushDeps = Pick<Deps, 'sql' | 'push' | 'presence' | 'jobs' | 'config'> & { log: Log };
type Locale = 'ar' | 'en';
/** One thing to tell one member, worded once their language is known. */
type Notice = { recipientId: string; word: (locale: Locale) => PushPayload; options: PushOptions };

/** Pushes in flight at once: a fan-out batch neither crawls nor floods the push services. */
const CONCURRENCY = 16;
const CHAT: PushOptions = { ttlSeconds: 86_400, urgency: 'high' };
const NOTIFICATION: PushOptions = { ttlSeconds: 86_400, urgency: 'normal' };

async function noticesOf(deps: PushDeps, data: JobData['push.deliver']): Promise<Notice[]> {
  if ('messageId' in data) {
    const message = await messageForNotice(deps.sql, data.messageId);
    if (!message) return [];
    return [{ recipientId: data.recipientId, word: (l) => chatPush(message, l), options: CHAT }];
  }
  return (await notificationsForPush(deps.sql, data.notificationIds)).map(
    ({ recipientId, notification }) => ({
      recipientId,
      word: (l: Locale) => notificationPush(notification, l),
      options: NOTIFICATION,
    }),
  );
}

export async function deliverPush(deps: PushDeps, data: JobData['push.deliver']): Promise<void> {
  const notices = await noticesOf(deps, data);
  if (!notices.length) return;
  const devices = new Map<string, SubscriptionRow[]>();
  for (const s of await subscriptionsOf(deps.sql, [...new Set(notices.map((n) => n.recipientId))]))
    devices.set(s.user_id, [...(devices.get(s.user_id) ?? []), s]);
  const reachable = notices.filter((n) => devices.has(n.recipientId));
  if (!reachable.length) return;
  const locales = await localesOf(deps.sql, [...new Set(reachable.map((n) => n.recipientId))]);
  const live = new Map<string, Promise<boolean>>();
  const isLive = (id: string) => live.get(id) ?? live.set(id, deps.presence.isLive(id)).get(id)!;
  const sends = reachable.flatMap((n) => devices.get(n.recipientId)!.map((device) => ({ n, device })));
  const sent: string[] = [];
  await pMap(
    sends,
    async ({ n, device }) => {
      // Their open page already shows it live; a phone need not buzz too.
      if (await isLive(n.recipientId)) return;
      const payload = n.word(locales.get(n.recipientId) ?? 'ar');
      if ((await pushOnce(deps, device, payload, n.options)) === 'sent') sent.push(device.id);
    },
    { concurrency: CONCURRENCY },
  );
  if (sent.length) await markSent(deps.sql, sent);
}

type Outcome = 'sent' | 'gone' | 'refused' | 'later';

/** One try; a failure worth retrying becomes a push.send job of its own. */
async function pushOnce(deps: PushDeps, device: SubscriptionRow, payload: PushPayload, options: PushOptions) {
  const outcome = await attempt(deps, device, payload, options);
  if (outcome === 'later') {
    const sealed = await seal(deps.config.jwtSecret, { payload, options });
    await deps.jobs.send('push.send', { subscriptionId: device.id, sealed });
  }
  return outcome;
}

async function attempt(
  deps: Pick<PushDeps, 'sql' | 'push' | 'log'>,
  device: SubscriptionRow,
  payload: PushPayload,
  options: PushOptions,
): Promise<Outcome> {
  const subscription = { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } };
  try {
    const result = await deps.push.send(subscription, payload, options);
    if (result === 'gone') await dropSubscription(deps.sql, device.id);
    return result;
  } catch (err) {
    if (!(err instanceof PushFailure) || err.retry) return 'later';
    // 400, 403 or 413: our request, key or payload is wrong, not the device; the next push may pass.
    deps.log.warn({ err, status: err.status }, 'push refused by the push service');
    return 'refused';
  }
}

/** The retry of one device: throws while its push service fails for now, so the queue backs off. */
export async function sendOnePush(deps: PushDeps, data: JobData['push.send']): Promise<void> {
  const device = await subscriptionById(deps.sql, data.subscriptionId);
  if (!device) return;
  const { payload, options } = await unseal<{ payload: PushPayload; options: PushOptions }>(
    deps.config.jwtSecret,
    data.sealed,
  );
  const outcome = await attempt(deps, device, payload, options);
  if (outcome === 'sent') await markSent(deps.sql, [device.id]);
  if (outcome === 'later') throw new Error('push service failed for now; retried with backoff');
}
