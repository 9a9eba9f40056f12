// Posts (docs/product/listings-and-search.md), with the public paths exactly as they are.
import {
  CreatePostSchema,
  DeletedSchema,
  PostDetailSchema,
  PostEditSchema,
  PostIdParamSchema,
  PostIdParamsSchema,
  PostsPageSchema,
  PostsQuerySchema,
  SuggestAnswerSchema,
  SuggestQuerySchema,
  UpdatePostSchema,
} from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import { collectMultipart } from '../../plugins/uploads.ts';
import { createPost } from './post-create.service.ts';
import { removePost } from './post-delete.service.ts';
import { getPost, getPostForEdit } from './post-read.service.ts';
import { suggest } from './post-suggest.service.ts';
import { editPost } from './post-update.service.ts';
import { listPosts } from './posts-list.service.ts';

const tags = ['posts'];
const security = SECURITY;
const consumes = ['multipart/form-data', 'application/json'];

export default async function postsRoutes(app: App): Promise<void> {
  const { deps } = app;

  app.post(
    '/',
    {
      config: { auth: 'required', rateLimit: WRITE_RATE.posts },
      preValidation: collectMultipart,
      schema: { tags, security, consumes, body: CreatePostSchema, response: { 201: PostDetailSchema } },
    },
    async (req, reply) => {
      const post = await createPost(deps, req.user!, req.body, req.incomingFiles ?? []);
      req.log.info({ event: 'post.created', postId: post._id, userId: req.user!.id }, 'post created');
      return reply.status(201).send(post);
    },
  );

  app.get(
    '/cursor',
    { schema: { tags, querystring: PostsQuerySchema, response: { 200: PostsPageSchema } } },
    async (req) => listPosts(deps, req.user, req.query),
  );

  app.get(
    '/suggest',
    { schema: { tags, querystring: SuggestQuerySchema, response: { 200: SuggestAnswerSchema } } },
    async (req) => suggest(deps, req.query.q),
  );

  app.get(
    '/edit/:id',
    {
      config: { auth: 'required' },
      schema: { tags, security, params: PostIdParamsSchema, response: { 200: PostEditSchema } },
    },
    async (req) => getPostForEdit(deps, req.user!, req.params.id),
  );

  app.get(
    '/:id',
    { schema: { tags, params: PostIdParamsSchema, response: { 200: PostDetailSchema } } },
    async (req) => getPost(deps, req.user, req.params.id),
  );

  app.put(
    '/:id',
    {
      config: { auth: 'required', rateLimit: WRITE_RATE.social },
      preValidation: collectMultipart,
      schema: {
        tags,
        security,
        consumes,
        params: PostIdParamsSchema,
        body: UpdatePostSchema,
        response: { 200: PostDetailSchema },
      },
    },
    async (req) => editPost(deps, req.user!, req.params.id, req.body, req.incomingFiles ?? []),
  );

  app.delete(
    '/:postId',
    {
      config: { auth: 'required' },
      schema: { tags, security, params: PostIdParamSchema, response: { 200: DeletedSchema } },
    },
    async (req) => {
      await removePost(deps, req.user!, req.params.postId);
      req.log.info({ event: 'post.deleted', postId: req.params.postId, by: req.user!.id }, 'post deleted');
      return { ok: true as const };
    },
  );
}
