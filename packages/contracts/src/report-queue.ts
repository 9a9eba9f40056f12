// The admins' moderation queue (docs/product/admin.md#reports): each report with its target shown
// in place, counts of open reports by reason, and the outcomes that close a report.
import { z } from './zod.ts';
import { CURRENCIES, USERS_FIRST_PAGE } from './limits.ts';
import { MESSAGES } from './rules.ts';
import { IsoDateSchema, pagedAnswer } from './schemas-common.ts';
import { REPORT_REASONS } from './report-reasons.ts';
import { SafetySignalsSchema } from './safety-signals/schemas.ts';
import { REPORT_STATUSES, REPORT_TARGETS, ReportSchema } from './social.ts';

const PersonSchema = z.object({ _id: z.string(), fullname: z.string() });

/** The reported ad as the queue shows it; `price` in whole units whatever `showPrice` says. */
export const ReportedPostSchema = z.object({
  type: z.literal('post'),
  _id: z.string(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  price: z.number(),
  currncy: z.enum(CURRENCIES),
  owner: PersonSchema,
});
export const ReportedCommentSchema = z.object({
  type: z.literal('comment'),
  _id: z.string(),
  body: z.string(),
  post: z.object({ _id: z.string(), title: z.string() }),
  author: PersonSchema,
  /** Set once the comment was removed (by its author, the ad's owner or a moderator): still readable here. */
  deletedAt: IsoDateSchema.nullable(),
});
export const ReportedUserSchema = z.object({
  type: z.literal('user'),
  _id: z.string(),
  fullname: z.string(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  bannedAt: IsoDateSchema.nullable(),
});
/** A seller review: its stars and text, who wrote it, whom it rates, and the ad it was about. */
export const ReportedReviewSchema = z.object({
  type: z.literal('review'),
  _id: z.string(),
  rating: z.number().int(),
  body: z.string().nullable(),
  author: PersonSchema,
  seller: PersonSchema,
  post: z.object({ _id: z.string(), title: z.string() }).nullable(),
  /** Set once a moderator removed it: still readable here. */
  removedAt: IsoDateSchema.nullable(),
});
export const ReportTargetSchema = z.discriminatedUnion('type', [
  ReportedPostSchema,
  ReportedCommentSchema,
  ReportedUserSchema,
  ReportedReviewSchema,
]);
export type ReportTarget = z.infer<typeof ReportTargetSchema>;

export const ReportItemSchema = ReportSchema.extend({
  /** null for a flag the safety checks raised themselves (docs/product/safety.md#what-admins-see). */
  reporterId: z.string().nullable(),
  reporter: PersonSchema.nullable(),
  /** A safety flag's signals (reason `fraud`, no reporter); absent on a member's report. */
  safetySignals: SafetySignalsSchema.optional(),
  /** null once an ad or member is gone; a removed comment stays, with its `deletedAt`. */
  target: ReportTargetSchema.nullable(),
  /**
   * A flag of the duplicate guard (docs/product/safety.md#stolen-photos): the other seller's ad whose
   * photo the reported ad carries, shown beside it; absent on other reports, null once it is gone.
   */
  matchedPost: ReportedPostSchema.nullable().optional(),
  /** Open reports on the same target, this one included (0 once this one is closed and no other is open). */
  targetOpenReports: z.number().int(),
});
export type ReportItem = z.infer<typeof ReportItemSchema>;

/** Open reports by reason, whatever the page's filters. */
export const ReportCountsSchema = z.object({
  open: z.number().int(),
  byReason: z.object(
    Object.fromEntries(REPORT_REASONS.map((r) => [r, z.number().int()])) as {
      [K in (typeof REPORT_REASONS)[number]]: z.ZodNumber;
    },
  ),
});
export const ReportsPageSchema = pagedAnswer(ReportItemSchema).extend({ counts: ReportCountsSchema });

export const ReportsQuerySchema = z.object({
  /** `open` by default (the queue); `all` for every status. */
  status: z.enum([...REPORT_STATUSES, 'all']).default('open'),
  reason: z.enum(REPORT_REASONS).optional(),
  targetType: z.enum(REPORT_TARGETS).optional(),
  page: z.coerce.number().int().min(1).default(USERS_FIRST_PAGE),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ReportsQuery = z.infer<typeof ReportsQuerySchema>;

export const RESOLUTION_REASON_MAX = 500;
/** What an admin may close a report with (`resolved` is kept for older clients: no action). */
export const REPORT_OUTCOMES = ['dismissed', 'removed', 'banned', 'resolved'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
/**
 * `removed` deletes the reported ad, comment or review and needs `reason` (1–500 characters), which its
 * author is told; on a reported member it is a ValidationError. `banned` bans the owner.
 */
export const ResolveReportSchema = z
  .object({
    status: z.enum(REPORT_OUTCOMES, { error: MESSAGES.required }),
    reason: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .string()
        .trim()
        .min(1, { error: MESSAGES.required })
        .max(RESOLUTION_REASON_MAX, { error: MESSAGES.maxLength })
        .optional(),
    ),
  })
  .superRefine((r, ctx) => {
    if (r.status === 'removed' && !r.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.required });
  });
export type ResolveReport = z.infer<typeof ResolveReportSchema>;
/** The closed report, and the ids of the other open reports of its target closed with it. */
export const ResolvedReportSchema = ReportItemSchema.extend({ alsoClosed: z.array(z.string()) });
