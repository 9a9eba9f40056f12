// What a report's outcome does to its target (docs/decisions/0026-back-office-audit-and-moderation.md),
// done by the features that own each thing, exactly as their own admin calls do it. Features never
// import each other: this composition root hands their public functions to the reports feature's
// routes (compose/routes.ts), which call them when an admin closes a report.
import { deleteComment } from '../features/comments/comments.public.ts';
import { removePost } from '../features/posts/posts.public.ts';
import type { ModerationActions } from '../features/reports/reports.public.ts';
import { removeReview } from '../features/reviews/reviews.public.ts';
import { setBanned } from '../features/users/users.public.ts';

export const moderation: ModerationActions = {
  removePost,
  removeComment: deleteComment,
  removeReview,
  banMember: async (deps, admin, userId) => void (await setBanned(deps, admin, userId, true)),
};
