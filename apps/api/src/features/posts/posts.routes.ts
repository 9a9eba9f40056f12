// Posts (docs/product/listings-and-search.md); paths and schemas are in the contracts endpoint table.
import { endpoints } from '@souqna/contracts';
import { SECURITY, type App } from '../../context.ts';
import { route } from '../../plugins/route.ts';
import { WRITE_RATE } from '../../lib/write-limits.ts';
import { collectMultipart } from '../../plugins/uploads.ts';
import { createPost } from './post-create.service.ts';
import { removePost } from './post-delete.service.ts';
import { getPost, getPostForEdit } from './post-read.service.ts';
import { markSold, unmarkSold } from './post-sold.service.ts';
import { refreshPost, renewPost } from './lifecycle/lifecycle.service.ts';
import { suggest } from './post-suggest.service.ts';
import { editPost } from './post-update.service.ts';
import { listPosts } from './listing/listing.service.ts';

const tags = ['posts'];
const security = SECURITY;
const consumes = ['multipart/form-data', 'application/json'];

export default async function postsRoutes(app: App): Promise<void> {
  const { deps } = app;
  const member = { tags, security };

  route(
    app,
    endpoints.createPost,
    {
      config: { auth: 'required', rateLimit: WRITE_RATE.posts },
      preValidation: collectMultipart,
      schema: { ...member, consumes },
    },
    async (req) => {
      const post = await createPost(deps, req.user!, req.body, req.incomingFiles ?? []);
      req.log.info({ event: 'post.created', postId: post._id, userId: req.user!.id }, 'post created');
      return post;
    },
  );

  route(app, endpoints.listPosts, { schema: { tags } }, async (req) => listPosts(deps, req.user, req.query));

  route(app, endpoints.suggestPosts, { schema: { tags } }, async (req) => suggest(deps, req.query.q));

  route(app, endpoints.getPostForEdit, { config: { auth: 'required' }, schema: member }, async (req) =>
    getPostForEdit(deps, req.user!, req.params.id),
  );

  route(app, endpoints.getPost, { schema: { tags } }, async (req) => getPost(deps, req.user, req.params.id));

  route(
    app,
    endpoints.updatePost,
    {
      config: { auth: 'required', rateLimit: WRITE_RATE.social },
      preValidation: collectMultipart,
      schema: { ...member, consumes },
    },
    async (req) => editPost(deps, req.user!, req.params.id, req.body, req.incomingFiles ?? []),
  );

  const soldConfig = { auth: 'required' as const, rateLimit: WRITE_RATE.social };
  route(app, endpoints.markPostSold, { config: soldConfig, schema: member }, async (req) => {
    const post = await markSold(deps, req.user!, req.params.id, req.body);
    req.log.info({ event: 'post.sold', postId: post._id, userId: req.user!.id }, 'post marked sold');
    return post;
  });

  route(app, endpoints.unmarkPostSold, { config: soldConfig, schema: member }, async (req) =>
    unmarkSold(deps, req.user!, req.params.id),
  );

  route(app, endpoints.renewPost, { config: soldConfig, schema: member }, async (req) => {
    const post = await renewPost(deps, req.user!, req.params.id);
    req.log.info({ event: 'post.renewed', postId: post._id, userId: req.user!.id }, 'post renewed');
    return post;
  });

  route(app, endpoints.refreshPost, { config: soldConfig, schema: member }, async (req) =>
    refreshPost(deps, req.user!, req.params.id),
  );

  route(app, endpoints.deletePost, { config: { auth: 'required' }, schema: member }, async (req) => {
    await removePost(deps, req.user!, req.params.postId);
    req.log.info({ event: 'post.deleted', postId: req.params.postId, by: req.user!.id }, 'post deleted');
    return { ok: true as const };
  });
}
