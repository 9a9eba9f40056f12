import { CreateCommentSchema, endpoints, UpdateCommentSchema } from '@souqna/contracts';
import type { apiFor } from '../../lib/api.server.ts';
import { actionError } from '../../lib/action-error.server.ts';

type Api = ReturnType<typeof apiFor>;

/** intent=comment on the post page: POST /api/comment {postId, body}. */
export async function addComment(api: Api, fields: Record<string, string>) {
  const parsed = CreateCommentSchema.safeParse(fields);
  if (!parsed.success) return { error: { errorKey: 'errors.ValidationError' } };
  try {
    await api.send(endpoints.addComment, { body: parsed.data });
    return { commented: true };
  } catch (error) {
    return actionError(error);
  }
}

/** intent=deleteComment: the API decides who may (author, post owner, admin). */
export async function removeComment(api: Api, commentId: string) {
  try {
    await api.send(endpoints.deleteComment, { params: { id: commentId } });
    return { removed: true };
  } catch (error) {
    return actionError(error);
  }
}

/** intent=editComment: PATCH /api/comment/{id} {body}; the API lets only the author edit. */
export async function editComment(api: Api, fields: Record<string, string>) {
  const parsed = UpdateCommentSchema.safeParse(fields);
  if (!parsed.success || !fields.commentId) return { error: { errorKey: 'errors.ValidationError' } };
  try {
    const comment = await api.call(endpoints.editComment, {
      params: { id: fields.commentId },
      body: parsed.data,
    });
    return { edited: true, comment };
  } catch (error) {
    return actionError(error);
  }
}
