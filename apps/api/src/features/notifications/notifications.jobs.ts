// The notification jobs. The fan-out: one notification per follower of a new ad's author, or per
// member (of a country) for an admin broadcast, written FANOUT_BATCH rows per statement, walking the
// recipients in id order. A retry starts again from the first recipient and the unique keys skip the
// rows already written, so a job that runs twice (or dies halfway) leaves every recipient exactly one
// row. The activity: a follow or a comment tells one member. The notice: Souqna's word to one member.
// Each row and its notification event (so its web push job) commit together.
import type { Deps } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import type { JobData } from '../../jobs/job-types.ts';
import { noticeTexts } from './notices.ts';
import {
  broadcastBatch,
  fanOutPostBatch,
  insertComment,
  insertFollow,
  insertNotice,
  insertReview,
  insertSavedSearchAlert,
  upsertExpiring,
  type Batch,
} from './notifications.queries.ts';

type JobDeps = Pick<Deps, 'sql' | 'events'>;

export const FANOUT_BATCH = 5000;
/**
 * A breath between batches: the fan-out shares the cores with members' requests, which must not
 * feel it (docs/decisions/0020: 100,000 rows stay well under 10 s).
 */
const FANOUT_PAUSE_MS = 60;

export function fanOut(deps: JobDeps, data: JobData['notifications.fanout']): Promise<number> {
  return inBatches(deps, (tx, after) =>
    'post' in data
      ? fanOutPostBatch(tx, data.post, after, FANOUT_BATCH)
      : broadcastBatch(tx, data.broadcastId, after, FANOUT_BATCH),
  );
}

/**
 * Batch after batch of recipients (`next` writes the rows after `after`), each with its one event in
 * its transaction (the socket pushes each row to its recipient), a breath between them; returns how
 * many rows were written. The fan-out's, and the watch list's (watch.jobs.ts).
 */
export async function inBatches(
  deps: JobDeps,
  next: (tx: Tx, after: string | null) => Promise<Batch>,
): Promise<number> {
  let after: string | null = null;
  let written = 0;
  for (;;) {
    const b: Batch = await deps.sql.transaction(async (tx) => {
      const batch = await next(tx, after);
      if (batch.inserted.length)
        await deps.events.publish('notifications.created', { notificationIds: batch.inserted }, tx);
      return batch;
    });
    written += b.inserted.length;
    if (!b.last) return written;
    after = b.last;
    await new Promise((resolve) => setTimeout(resolve, FANOUT_PAUSE_MS));
  }
}

/** Souqna's notice to one member; safe to run twice (the sender chose its id). */
export async function writeNotice(deps: JobDeps, data: JobData['notifications.notice']): Promise<void> {
  const { noticeId: id, senderId, recipientId, at } = data;
  await deps.sql.transaction(async (tx) => {
    const written = await insertNotice(tx, { id, senderId, recipientId, at }, noticeTexts(data));
    if (written)
      await deps.events.publish('notification.created', { recipientId, notificationId: written }, tx);
  });
}

/** A follow tells the followed member, a comment the ad's owner, a review the seller (docs/product/conversations-and-notifications.md#notifications). */
export async function writeActivity(deps: JobDeps, data: JobData['notifications.write']): Promise<void> {
  if ('expiring' in data) return writeExpiring(deps, data.expiring.postIds);
  await deps.sql.transaction(async (tx) => {
    const row =
      'savedSearch' in data
        ? await insertSavedSearchAlert(tx, data.savedSearch)
        : 'follow' in data
          ? await insertFollow(tx, data.follow.followerId, data.follow.followeeId).then(
              (id) => id && { id, recipient_id: data.follow.followeeId },
            )
          : 'review' in data
            ? await insertReview(tx, data.review.reviewId)
            : await insertComment(tx, data.comment.commentId);
    if (row)
      await deps.events.publish(
        'notification.created',
        { recipientId: row.recipient_id, notificationId: row.id },
        tx,
      );
  });
}

/** Ads ending their term soon: one notification to each owner per ad, together with its event. */
async function writeExpiring(deps: JobDeps, postIds: string[]): Promise<void> {
  await deps.sql.transaction(async (tx) => {
    const ids = await upsertExpiring(tx, postIds);
    if (ids.length) await deps.events.publish('notifications.created', { notificationIds: ids }, tx);
  });
}

export async function workNotices(deps: Pick<Deps, 'jobs' | 'sql' | 'events'>): Promise<void> {
  await deps.jobs.work('notifications.notice', (data) => writeNotice(deps, data));
  await deps.jobs.work('notifications.write', (data) => writeActivity(deps, data));
}

export function workNotificationFanOut(deps: Pick<Deps, 'jobs' | 'sql' | 'events'>): Promise<void> {
  return deps.jobs.work('notifications.fanout', async (data) => void (await fanOut(deps, data)));
}
