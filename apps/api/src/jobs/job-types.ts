// Every durable job, its data and its queue policy (docs/decisions/0012). Data is what survives in
// the job table: ids, or a sealed envelope (sealed.ts) where it would otherwise hold a secret.
import { OTP_TTL_SECONDS } from '@souqna/contracts';

export type JobData = {
  /** One outgoing SMS or e-mail, sealed: it holds an address and, for codes, the code. */
  'message.send': { sealed: string };
  /** Recount the search terms if the counts are stale (features/posts/listing/search-stats.ts). */
  'search.stats': Record<string, never>;
  /**
   * Write one notification per follower of a new ad's author, or per member for an admin
   * broadcast, in batches (features/notifications/notifications.jobs.ts). Safe to run twice.
   */
  'notifications.fanout': { post: { postId: string; authorId: string } } | { broadcastId: string };
};
export type JobName = keyof JobData;

type QueuePolicy = {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /** Seconds a job may wait before it is dropped: a code that arrives after it expires is useless. */
  retentionSeconds: number;
  /** Seconds a finished job stays in the table. */
  deleteAfterSeconds: number;
  /** Seconds a running job may take before it counts as failed (a hung provider). */
  expireInSeconds: number;
};

export const QUEUES: Record<JobName, QueuePolicy> = {
  'message.send': {
    retryLimit: 6,
    retryDelay: 2,
    retryBackoff: true,
    retentionSeconds: OTP_TTL_SECONDS,
    deleteAfterSeconds: 3600,
    expireInSeconds: 60,
  },
  'search.stats': {
    retryLimit: 1,
    retryDelay: 60,
    retryBackoff: false,
    retentionSeconds: 3600,
    deleteAfterSeconds: 86_400,
    // A recount of a 50 k-ad sample takes ~0.3 s on 1 M ads; ten minutes means it hung.
    expireInSeconds: 600,
  },
  'notifications.fanout': {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    // A notification of a new ad is still worth writing an hour later.
    retentionSeconds: 3600,
    deleteAfterSeconds: 3600,
    // 100,000 followers take a few seconds; ten minutes means it hung (a retry resumes safely).
    expireInSeconds: 600,
  },
};

/** Jobs run on a timetable (cron, UTC) by whichever instance's clock fires first, once. */
export const SCHEDULES: Partial<Record<JobName, string>> = {
  'search.stats': '17 * * * *',
};
