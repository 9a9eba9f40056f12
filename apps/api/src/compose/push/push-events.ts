// What becomes a web push (docs/decisions/0031-web-push.md): a new chat message, and every
// notification row written (a follow, a comment, a new ad of a followed member, an admin message,
// a moderator's or a payment's notice). Rows are only written as the member's preferences allow,
// so a push honours them too. The event hands the work to the durable queue at once: nothing is
// sent while the request that caused it waits.
import type { Deps } from '../../context.ts';
import type { JobData } from '../../jobs/job-types.ts';

export function pushOnEvents(deps: Pick<Deps, 'events' | 'jobs' | 'config'>): void {
  // No VAPID keys: no browser could have subscribed, so there is nothing to queue.
  if (!deps.config.push) return;
  const queue = (data: JobData['push.deliver']) => deps.jobs.send('push.deliver', data);
  deps.events.subscribe('message.created', ({ messageId, recipientId }) => queue({ messageId, recipientId }));
  deps.events.subscribe('notification.created', ({ notificationId }) =>
    queue({ notificationIds: [notificationId] }),
  );
  deps.events.subscribe('notifications.created', ({ notificationIds }) => queue({ notificationIds }));
}
