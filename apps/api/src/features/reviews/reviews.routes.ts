// Seller ratings and reviews: writing needs a session; a seller's reviews and summary are public.
import { endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import {
  createReview,
  replyToReview,
  reviewEligibility,
  sellerRating,
  sellerReviews,
} from './reviews.service.ts';

const tags = ['reviews'];
const write = {
  config: { auth: 'required' as const, rateLimit: WRITE_RATE.social },
  schema: { tags, security: SECURITY },
};

export default async function reviewsRoutes(app: App): Promise<void> {
  const { deps } = app;
  route(app, endpoints.createReview, write, async (req) => createReview(deps, req.user!, req.body));
  route(app, endpoints.replyToReview, write, async (req) =>
    replyToReview(deps, req.user!, req.params.id, req.body.body),
  );
  route(
    app,
    endpoints.reviewEligibility,
    { config: { auth: 'required' }, schema: { tags, security: SECURITY } },
    async (req) => reviewEligibility(deps, req.user!, req.params.postId),
  );
  route(app, endpoints.sellerReviews, { schema: { tags } }, async (req) =>
    sellerReviews(deps, req.user, req.params.userId, req.query),
  );
  route(app, endpoints.sellerRating, { schema: { tags } }, async (req) =>
    sellerRating(deps, req.params.userId),
  );
}
