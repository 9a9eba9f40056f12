// What code outside the comments feature may use, through the composition root only
// (compose/moderation.ts): a report's `removed` deletes the comment as DELETE /api/comment/{id} does.
export { deleteComment } from './comments.service.ts';
export { commentsForExport } from './comments.queries.ts';
