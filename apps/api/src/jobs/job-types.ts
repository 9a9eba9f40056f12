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
  /**
   * Tell the members who favourited an ad that its price dropped, it was sold or it is back on sale
   * (features/notifications/watch.jobs.ts), in batches like the fan-out. The ad is read when the job
   * runs: a drop undone meanwhile, or a sale undone, tells nobody. `at` is when it happened: a
   * retry, or a second job about the same change, writes nothing new. Safe to run twice.
   */
  'notifications.watch': { postId: string; change: 'price' | 'sold' | 'back'; at: string };
  /**
   * One notification of another member's doing (compose/subscriptions.ts): a follow tells the
   * followed member, a comment the ad's owner. Safe to run twice: a row's unique key skips a second.
   */
  'notifications.write':
    | { follow: { followerId: string; followeeId: string } }
    | { comment: { commentId: string } }
    /** The seller: a buyer rated the deal (features/reviews). */
    | { review: { reviewId: string } }
    /** Their owners: the ads end their term soon (one row per ad, moved up on a later term). */
    | { expiring: { postIds: string[] } }
    /** A saved search's alert: `at` is its time, so a retry writes the row once. */
    | { savedSearch: { searchId: string; count: number; at: string } };
  /**
   * One member is told something by Souqna itself (features/notifications/notices.ts): moderators
   * removed their ad or comment and why, or a payment of theirs moved. `noticeId` is chosen by the
   * sender, so a retry writes nothing twice. Jobs queued before payment notices existed have no
   * `about` and are removals.
   */
  'notifications.notice': {
    noticeId: string;
    recipientId: string;
    /** The moderator; null when no person acted (a provider's notice moved a payment). */
    senderId: string | null;
    /** When it happened (ISO): the list is in this order, however late the job runs. */
    at?: string;
  } & (RemovalNotice | PaymentNotice);
  /**
   * A flag of the safety guard in the moderators' queue (features/reports/reports.jobs.ts): a sender
   * caught by the chat's check, or an ad whose text carries a scam signal (read when the job runs).
   * Safe to run twice: one open flag per target, its signals merged.
   */
  'safety.flag':
    | { userId: string; signals: string[] }
    /** `matchedPostId`: the new ad carries a photo of this other seller's live ad (docs/decisions/0058). */
    | { postId: string; matchedPostId?: string };
  /**
   * Tell the owners of ads ending soon, take the ended ones out of the listings
   * (features/posts/lifecycle/lifecycle.jobs.ts). Safe to run twice: each batch commits its marks.
   */
  'posts.lifecycle': Record<string, never>;
  /**
   * A new ad (or one back on sale) against the saved searches: its matches kept
   * (features/posts/saved-searches/alerts.jobs.ts). Safe to run twice: a match is kept once.
   */
  'searches.match': { postId: string };
  /** Tell the savers of every due search; also every minute. Safe to run twice: a told search's hits are gone. */
  'searches.deliver': Record<string, never>;
  /** Remove the stored files whose rows are gone (jobs/orphan-files.ts). Safe to run twice. */
  'files.sweep': Record<string, never>;
  /**
   * Deliver one sandbox payment notice to our own webhook, signed at each attempt, until it is
   * acknowledged (features/payments/sandbox-delivery.ts). The event id makes repeats harmless.
   */
  'payments.sandbox-webhook': { providerRef: string; eventId: string };
  /** Read pending payments back from the provider: lost notices, expired checkouts (features/payments). */
  'payments.reconcile': Record<string, never>;
  /** Give back a second commission paid for an ad that already had one (features/payments). */
  'payments.refund-duplicate': { paymentId: string };
  /**
   * Web push of a new chat message to its recipient, or of written notifications to theirs
   * (compose/push/push-delivery.ts): each device is tried once here, and a device whose push service
   * failed for now gets a `push.send` of its own, so a retry never buzzes the others again.
   */
  'push.deliver': { messageId: string; recipientId: string } | { notificationIds: string[] };
  /** One push to one device, retried with backoff; sealed: it holds what the notification shows. */
  'push.send': { subscriptionId: string; sealed: string };
  /**
   * Forget the push devices of ended sessions (a sign-out: that session's; a reset or a ban: all of
   * the member's; a password change: all but the session that made it). Safe to run twice.
   */
  'push.forget': { userId: string; jti?: string; exceptJti?: string };
};
export type JobName = keyof JobData;

export type RemovalNotice = {
  about?: 'removal';
  removed: 'post' | 'comment' | 'review';
  /** The ad's title (for a comment or a review, the ad it was on). */
  title: string;
  reason: string;
};
/** A payment's step to paid, failed or refunded (docs/product/payments.md#what-the-member-is-told). */
export type PaymentNotice = {
  about: 'payment';
  step: 'paid' | 'failed' | 'refunded';
  /** "500.00": minor units written out, the same for SAR and AED. */
  amount: string;
  currency: 'SAR' | 'AED';
  receiptNumber: string | null;
  postTitle: string | null;
  /** Why a refund happened, when the site did it itself: the ad's commission had been paid already. */
  reason?: 'duplicateCommission';
};

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
  'notifications.watch': {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    // A price drop or a sale is still worth telling an hour later; later it is stale news.
    retentionSeconds: 3600,
    deleteAfterSeconds: 3600,
    // Like the fan-out: an ad's watchers in batches of 5,000.
    expireInSeconds: 600,
  },
  'notifications.write': {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    // A follow or a question is still worth telling an hour later.
    retentionSeconds: 3600,
    deleteAfterSeconds: 3600,
    expireInSeconds: 60,
  },
  'notifications.notice': {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    // The member should learn why their content went, even a day late.
    retentionSeconds: 86_400,
    deleteAfterSeconds: 3600,
    expireInSeconds: 60,
  },
  'safety.flag': {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    // A flag is still worth raising a day late: the moderators read the queue at their own pace.
    retentionSeconds: 86_400,
    deleteAfterSeconds: 3600,
    expireInSeconds: 60,
  },
  'posts.lifecycle': {
    retryLimit: 1,
    retryDelay: 60,
    retryBackoff: false,
    retentionSeconds: 3600,
    deleteAfterSeconds: 86_400,
    // A day's ads of a million-ad site (~33,000) in batches of 1,000: seconds; ten minutes means it hung.
    expireInSeconds: 600,
  },
  'searches.match': {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    // An alert about an hour-old ad is still news to a saver.
    retentionSeconds: 3600,
    deleteAfterSeconds: 3600,
    // One ad against 100,000 searches takes well under a second (README's bench).
    expireInSeconds: 60,
  },
  'searches.deliver': {
    retryLimit: 2,
    retryDelay: 10,
    retryBackoff: false,
    retentionSeconds: 900,
    deleteAfterSeconds: 3600,
    // A minute's due searches in batches of 200, one transaction each.
    expireInSeconds: 600,
  },
  'files.sweep': {
    retryLimit: 1,
    retryDelay: 60,
    retryBackoff: false,
    retentionSeconds: 3600,
    deleteAfterSeconds: 86_400,
    // Removing a few thousand files takes seconds; ten minutes means the storage hung.
    expireInSeconds: 600,
  },
  'payments.sandbox-webhook': {
    // Like a provider's own retries: 2 s, 4 s, 8 s … about 17 minutes in all.
    retryLimit: 9,
    retryDelay: 2,
    retryBackoff: true,
    retentionSeconds: 86_400,
    deleteAfterSeconds: 86_400,
    expireInSeconds: 60,
  },
  'payments.reconcile': {
    retryLimit: 1,
    retryDelay: 60,
    retryBackoff: false,
    retentionSeconds: 900,
    deleteAfterSeconds: 86_400,
    // 50 provider calls of 8 s at most.
    expireInSeconds: 600,
  },
  'payments.refund-duplicate': {
    // The provider may be down for a while; the money must go back however late: about a day.
    retryLimit: 12,
    retryDelay: 30,
    retryBackoff: true,
    retentionSeconds: 86_400 * 2,
    deleteAfterSeconds: 86_400 * 7,
    // One provider call of 8 s at most.
    expireInSeconds: 60,
  },
  'push.deliver': {
    retryLimit: 3,
    retryDelay: 5,
    retryBackoff: true,
    // A push about something an hour old is noise: the member sees it in the app.
    retentionSeconds: 3600,
    deleteAfterSeconds: 3600,
    // A fan-out batch of 5,000 recipients, 16 pushes at a time of 10 s at most; usually far less.
    expireInSeconds: 600,
  },
  'push.send': {
    // 10 s, 20 s, 40 s … about 10 minutes in all, then the member reads it in the app.
    retryLimit: 6,
    retryDelay: 10,
    retryBackoff: true,
    retentionSeconds: 3600,
    deleteAfterSeconds: 3600,
    // One push of 10 s at most (adapters/push PUSH_TIMEOUT_MS).
    expireInSeconds: 60,
  },
  'push.forget': {
    retryLimit: 6,
    retryDelay: 5,
    retryBackoff: true,
    // A device must be forgotten however late: until then it would show the member's pushes.
    retentionSeconds: 86_400,
    deleteAfterSeconds: 3600,
    expireInSeconds: 60,
  },
};

/** Jobs run on a timetable (cron, UTC) by whichever instance's clock fires first, once. */
export const SCHEDULES: Partial<Record<JobName, string>> = {
  'search.stats': '17 * * * *',
  'files.sweep': '43 * * * *',
  // Hourly, so an ad leaves within the hour its term ends and its notice comes ~3 days before.
  'posts.lifecycle': '29 * * * *',
  'payments.reconcile': '*/15 * * * *',
  // Searches whose 15-minute window or daily digest time came (a match due at once wakes it sooner).
  'searches.deliver': '* * * * *',
};
