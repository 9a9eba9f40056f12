// What a report's outcome does to its target (docs/decisions/0026-back-office-audit-and-moderation.md),
// done by the features that own each thing, exactly as their own admin calls do it. Features never
// import each other: this composition root wires their public modules into deps.moderation, as
// subscribers.ts wires their event subscriptions, and the reports feature calls it from there.
import type { AuthUser, Deps } from '../context.ts';
import { deleteComment } from '../features/comments/comments.public.ts';
import { removePost } from '../features/posts/posts.public.ts';
import { setBanned } from '../features/users/users.public.ts';

export type Moderation = {
  /** As DELETE /api/post/{id}: rows, events (listing cache, notifications), photos, audit row. */
  removePost(deps: Deps, admin: AuthUser, postId: string): Promise<void>;
  /** As DELETE /api/comment/{id}: soft delete (its notifications go with it), audit row. */
  removeComment(deps: Deps, admin: AuthUser, commentId: string): Promise<void>;
  /** As PATCH /api/users/{id}/ban: every session of the member ends; audit row. */
  banMember(deps: Deps, admin: AuthUser, userId: string): Promise<void>;
};

export const moderation: Moderation = {
  removePost,
  removeComment: deleteComment,
  banMember: async (deps, admin, userId) => void (await setBanned(deps, admin, userId, true)),
};
