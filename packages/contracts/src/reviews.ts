// Seller ratings and reviews (docs/product/social.md#ratings-and-reviews, docs/decisions/0056-seller-reviews.md):
// a buyer who chatted with the seller about an ad rates the deal once, the seller answers once.
import { z } from './zod.ts';
import { MESSAGES } from './rules.ts';
import { cursorAnswer, IsoDateSchema } from './schemas-common.ts';
import { RATING_MAX, RATING_MIN, REVIEW_BODY_MAX, REVIEW_REPLY_MAX } from './limits.ts';

const Rating = z.coerce
  .number({ error: MESSAGES.required })
  .int({ error: MESSAGES.required })
  .min(RATING_MIN, { error: MESSAGES.required })
  .max(RATING_MAX, { error: MESSAGES.required });
const Text = (max: number) => z.string().trim().max(max, { error: MESSAGES.maxLength });

export const CreateReviewSchema = z.object({
  postId: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).max(64),
  rating: Rating,
  /** Optional: blank is no text. */
  body: z.preprocess(
    (v) => (v === null ? undefined : v),
    Text(REVIEW_BODY_MAX)
      .optional()
      .transform((v) => v || undefined),
  ),
});
export type CreateReview = z.infer<typeof CreateReviewSchema>;

export const ReviewReplySchema = z.object({
  body: Text(REVIEW_REPLY_MAX).min(1, { error: MESSAGES.required }),
});
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

export const ReviewSchema = z.object({
  _id: z.string(),
  sellerId: z.string(),
  /** The ad the deal was about; null once the ad is gone (the review stays). */
  post: z.object({ _id: z.string(), title: z.string() }).nullable(),
  author: z.object({ _id: z.string(), fullname: z.string(), avatar: z.string().nullable() }),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  body: z.string().nullable(),
  /** The seller's one answer. */
  reply: z.object({ body: z.string(), createdAt: IsoDateSchema }).nullable(),
  createdAt: IsoDateSchema,
});
export type Review = z.infer<typeof ReviewSchema>;
export const ReviewsPageSchema = cursorAnswer(ReviewSchema);
export const ReviewsQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type ReviewsQuery = z.infer<typeof ReviewsQuerySchema>;
export const ReviewIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A seller's average (one decimal) and count, as cards and the ad's seller box show it. */
export const SellerRatingSchema = z.object({
  average: z.number(),
  count: z.number().int().positive(),
});
export type SellerRating = z.infer<typeof SellerRatingSchema>;

/** The seller's usual first answer: within an hour, a few hours, a day, or slower. */
export const REPLY_SPEEDS = ['hour', 'hours', 'day', 'slow'] as const;
export type ReplySpeed = (typeof REPLY_SPEEDS)[number];

export const RatingSummarySchema = z.object({
  /** null while nobody rated the seller. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many reviews gave each number of stars. */
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
  /** null when too few chats in the last REPLY_SPEED_DAYS days to say. */
  replySpeed: z.enum(REPLY_SPEEDS).nullable(),
  phoneVerified: z.boolean(),
});
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

/** Why a member may not rate this ad's seller (each an error name of errors.ts). */
export const REVIEW_REFUSALS = [
  'ReviewNotEligibleError',
  'ReviewExistsError',
  'SelfReviewError',
  'ReviewBlockedError',
  'AccountTooNewError',
] as const;
export const ReviewEligibilitySchema = z.object({
  canReview: z.boolean(),
  /** The refusal a POST would get now; null when it may rate. */
  reason: z.enum(REVIEW_REFUSALS).nullable(),
  /** Its review of this ad, once written. */
  reviewId: z.string().nullable(),
});
export type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>;
