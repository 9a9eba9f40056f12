// What code outside the reviews feature may use, through a composition root only: the routes, a
// report's `removed` on a review (compose/moderation.ts), and the member's export (compose/account).
export { default as reviewsRoutes } from './reviews.routes.ts';
export { removeReview } from './reviews.service.ts';
export { reviewsForExport } from './reviews.queries.ts';
