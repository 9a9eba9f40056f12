// The fan-out job: one notification per follower of a new ad's author, or per member for an admin
// broadcast, written FANOUT_BATCH rows per statement, walking the recipients in id order. A retry
// starts again from the first recipient and the unique keys skip the rows already written, so a
// job that runs twice (or dies halfway) leaves every recipient exactly one row.
import type { Deps } from '../../context.ts';
import type { JobData } from '../../jobs/job-types.ts';
import { broadcastBatch, fanOutPostBatch, type Batch } from './notifications.queries.ts';

export const FANOUT_BATCH = 5000;

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
  }
}

export function workNotificationFanOut(deps: Pick<Deps, 'jobs' | 'sql' | 'events'>): Promise<void> {
  return deps.jobs.work('notifications.fanout', async (data) => void (await fanOut(deps, data)));
}
