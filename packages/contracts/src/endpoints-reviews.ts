// Seller ratings and reviews (docs/product/social.md#ratings-and-reviews).
import { defineEndpoint } from './endpoints-define.ts';
import { PostIdParamSchema } from './posts.ts';
import {
  CreateReviewSchema,
  RatingSummarySchema,
  ReviewEligibilitySchema,
  ReviewIdParamsSchema,
  ReviewReplySchema,
  ReviewSchema,
  ReviewsPageSchema,
  ReviewsQuerySchema,
} from './reviews.ts';
import { UserIdParamsSchema } from './social.ts';

export const reviewsEndpoints = {
  /** Rates the seller of `postId` (the refusals: contracts REVIEW_REFUSALS). */
  createReview: defineEndpoint({
    method: 'POST',
    path: '/api/reviews',
    body: CreateReviewSchema,
    answer: ReviewSchema,
    status: 201,
  }),
  /** The seller's one answer to a review of them. */
  replyToReview: defineEndpoint({
    method: 'POST',
    path: '/api/reviews/:id/reply',
    params: ReviewIdParamsSchema,
    body: ReviewReplySchema,
    answer: ReviewSchema,
  }),
  /** May the signed-in member rate this ad's seller now, and if not, why. */
  reviewEligibility: defineEndpoint({
    method: 'GET',
    path: '/api/reviews/eligibility/:postId',
    params: PostIdParamSchema,
    answer: ReviewEligibilitySchema,
  }),
  /** A seller's reviews, newest first, keyset-paged. */
  sellerReviews: defineEndpoint({
    method: 'GET',
    path: '/api/users/:userId/reviews',
    params: UserIdParamsSchema,
    query: ReviewsQuerySchema,
    answer: ReviewsPageSchema,
  }),
  /** Average, count, distribution, usual answer time and verified phone. */
  sellerRating: defineEndpoint({
    method: 'GET',
    path: '/api/users/:userId/rating',
    params: UserIdParamsSchema,
    answer: RatingSummarySchema,
  }),
};
