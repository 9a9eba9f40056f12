import {
  CommentSchema,
  CommentsPageSchema,
  CommentsQuerySchema,
  CreateCommentSchema,
  DeletedSchema,
  PostIdParamSchema,
  PostIdParamsSchema,
  UpdateCommentSchema,
} from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import { addComment, deleteComment, editComment, getComment, listComments } from './comments.service.ts';

const tags = ['comments'];
const security = SECURITY;

export default async function commentsRoutes(app: App): Promise<void> {
  const { deps } = app;
  app.post(
    '/',
    {
      config: { auth: 'required', rateLimit: WRITE_RATE.comments },
      schema: { tags, security, body: CreateCommentSchema, response: { 201: CommentSchema } },
    },
    async (req, reply) =>
      reply.status(201).send(await addComment(deps, req.user!, req.body.postId, req.body.body)),
  );
  app.get(
    '/post/:postId',
    {
      schema: {
        tags,
        params: PostIdParamSchema,
        querystring: CommentsQuerySchema,
        response: { 200: CommentsPageSchema },
      },
    },
    async (req) => listComments(deps, req.user, req.params.postId, req.query),
  );
  app.get(
    '/:id',
    { schema: { tags, params: PostIdParamsSchema, response: { 200: CommentSchema } } },
    async (req) => getComment(deps, req.params.id),
  );
  app.patch(
    '/:id',
    {
      config: { auth: 'required', rateLimit: WRITE_RATE.comments },
      schema: {
        tags,
        security,
        params: PostIdParamsSchema,
        body: UpdateCommentSchema,
        response: { 200: CommentSchema },
      },
    },
    async (req) => editComment(deps, req.user!, req.params.id, req.body.body),
  );
  app.delete(
    '/:id',
    {
      config: { auth: 'required' },
      schema: { tags, security, params: PostIdParamsSchema, response: { 200: DeletedSchema } },
    },
    async (req) => {
      await deleteComment(deps, req.user!, req.params.id);
      return { ok: true as const };
    },
  );
}
