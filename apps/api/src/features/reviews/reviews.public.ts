// What code outside the reviews feature may use, through a composition root only: the routes, a
// report's `removed` on a review (compose/moderation.ts), and the member's export (compose/account);
// and the summary's recount for the demo seed, whose reviews must add up as the feature's own.
export { default as reviewsRoutes } from './reviews.routes.ts';
export { removeReview } from './reviews.service.ts';
export { recountSeller, reviewsForExport } from './reviews.queries.ts';
