// Ads under /api/post: create, read, edit, mark sold, delete, the listing pages and the search suggestions.
import { defineEndpoint } from './endpoints-define.ts';
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
} from './posts.ts';
import { MarkSoldSchema } from './post-sold.ts';
import { PostStatsSchema, SimilarPostsSchema } from './post-insights.ts';

export const postsEndpoints = {
  /** JSON or multipart (photos as `images` parts). */
  createPost: defineEndpoint({
    method: 'POST',
    path: '/api/post',
    body: CreatePostSchema,
    answer: PostDetailSchema,
    status: 201,
  }),
  listPosts: defineEndpoint({
    method: 'GET',
    path: '/api/post/cursor',
    query: PostsQuerySchema,
    answer: PostsPageSchema,
  }),
  suggestPosts: defineEndpoint({
    method: 'GET',
    path: '/api/post/suggest',
    query: SuggestQuerySchema,
    answer: SuggestAnswerSchema,
  }),
  getPostForEdit: defineEndpoint({
    method: 'GET',
    path: '/api/post/edit/:id',
    params: PostIdParamsSchema,
    answer: PostEditSchema,
  }),
  getPost: defineEndpoint({
    method: 'GET',
    path: '/api/post/:id',
    params: PostIdParamsSchema,
    answer: PostDetailSchema,
  }),
  /** The owner's statistics of one ad; anyone else UnauthorizedError. */
  getPostStats: defineEndpoint({
    method: 'GET',
    path: '/api/post/:id/stats',
    params: PostIdParamsSchema,
    answer: PostStatsSchema,
  }),
  /** Ads for sale like this one (same model, or same subcategory near its price). */
  similarPosts: defineEndpoint({
    method: 'GET',
    path: '/api/post/:id/similar',
    params: PostIdParamsSchema,
    answer: SimilarPostsSchema,
  }),
  /** JSON or multipart, like createPost. */
  updatePost: defineEndpoint({
    method: 'PUT',
    path: '/api/post/:id',
    params: PostIdParamsSchema,
    body: UpdatePostSchema,
    answer: PostDetailSchema,
  }),
  /** The owner marks the ad sold (again: a corrected sale price, the first soldAt kept). */
  markPostSold: defineEndpoint({
    method: 'POST',
    path: '/api/post/:id/sold',
    params: PostIdParamsSchema,
    body: MarkSoldSchema,
    answer: PostDetailSchema,
  }),
  /** Undo for a mistake: the ad is for sale again (a no-op on an ad that is not sold). */
  unmarkPostSold: defineEndpoint({
    method: 'DELETE',
    path: '/api/post/:id/sold',
    params: PostIdParamsSchema,
    answer: PostDetailSchema,
  }),
  /** The owner starts a new term (docs/decisions/0053); an expired ad comes back at the top. */
  renewPost: defineEndpoint({
    method: 'POST',
    path: '/api/post/:id/renew',
    params: PostIdParamsSchema,
    answer: PostDetailSchema,
  }),
  /** The owner puts a listed ad at the top, once in REFRESH_INTERVAL_HOURS (else RefreshTooSoonError). */
  refreshPost: defineEndpoint({
    method: 'POST',
    path: '/api/post/:id/refresh',
    params: PostIdParamsSchema,
    answer: PostDetailSchema,
  }),
  deletePost: defineEndpoint({
    method: 'DELETE',
    path: '/api/post/:postId',
    params: PostIdParamSchema,
    answer: DeletedSchema,
  }),
};
