import { endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import { addComment, deleteComment, editComment, getComment, listComments } from './comments.service.ts';

const tags = ['comments'];
const member = { tags, security: SECURITY };

export default async function commentsRoutes(app: App): Promise<void> {
  const { deps } = app;
  const write = { config: { auth: 'required' as const, rateLimit: WRITE_RATE.comments }, schema: member };
  route(app, endpoints.addComment, write, async (req) =>
    addComment(deps, req.user!, req.body.postId, req.body.body),
  );
  route(app, endpoints.postComments, { schema: { tags } }, async (req) =>
    listComments(deps, req.user, req.params.postId, req.query),
  );
  route(app, endpoints.getComment, { schema: { tags } }, async (req) => getComment(deps, req.params.id));
  route(app, endpoints.editComment, write, async (req) =>
    editComment(deps, req.user!, req.params.id, req.body.body),
  );
  route(app, endpoints.deleteComment, { config: { auth: 'required' }, schema: member }, async (req) => {
    await deleteComment(deps, req.user!, req.params.id);
    return { ok: true as const };
  });
}
