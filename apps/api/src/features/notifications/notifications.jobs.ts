// The notification jobs. The fan-out: one notification per follower of a new ad's author, or per
// member (of a country) for an admin broadcast, written FANOUT_BATCH rows per statement, walking the
// recipients in id order. A retry starts again from the first recipient and the unique keys skip the
// rows already written, so a job that runs twice (or dies halfway) leaves every recipient exactly one
// row. The notice: a moderator's word to one member.
import type { Deps } from '../../context.ts';
import type { JobData } from '../../jobs/job-types.ts';
import { noticeTexts } from './notices.ts';
import { broadcastBatch, fanOutPostBatch, insertNotice, type Batch } from './notifications.queries.ts';

export const FANOUT_BATCH = 5000;
/**
 * A breath between batches: the fan-out shares the cores with members' requests, which must not
 * feel it (docs/decisions/0020: 100,000 rows stay well under 10 s).
 */
const FANOUT_PAUSE_MS = 60;

export async function fanOut(
  deps: Pick<Deps, 'sql' | 'events'>,
  data: JobData['notifications.fanout'],
): Promise<number> {
  let after: string | null = null;
  let written = 0;
  for (;;) {
    const b: Batch =
      'post' in data
        ? await fanOutPostBatch(deps.sql, data.post, after, FANOUT_BATCH)
        : await broadcastBatch(deps.sql, data.broadcastId, after, FANOUT_BATCH);
    written += b.inserted.length;
    // One event per committed batch; the socket pushes each row to its recipient.
    if (b.inserted.length) deps.events.publish('notifications.created', { notificationIds: b.inserted });
    if (!b.last) return written;
    after = b.last;
    await new Promise((resolve) => setTimeout(resolve, FANOUT_PAUSE_MS));
  }
}

/** Souqna's notice to one member; safe to run twice (the sender chose its id). */
export async function writeNotice(
  deps: Pick<Deps, 'sql' | 'events'>,
  data: JobData['notifications.notice'],
): Promise<void> {
  const { noticeId: id, senderId, recipientId, at } = data;
  const written = await insertNotice(deps.sql, { id, senderId, recipientId, at }, noticeTexts(data));
  if (written) deps.events.publish('notification.created', { recipientId, notificationId: written });
}

export function workNotices(deps: Pick<Deps, 'jobs' | 'sql' | 'events'>): Promise<void> {
  return deps.jobs.work('notifications.notice', (data) => writeNotice(deps, data));
}

export function workNotificationFanOut(deps: Pick<Deps, 'jobs' | 'sql' | 'events'>): Promise<void> {
  return deps.jobs.work('notifications.fanout', async (data) => void (await fanOut(deps, data)));
}
