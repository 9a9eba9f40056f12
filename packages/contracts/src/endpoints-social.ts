// Favourites, comments, reports and following.
import { defineEndpoint } from './endpoints-define.ts';
import { DeletedSchema, PostIdParamSchema, PostIdParamsSchema } from './posts.ts';
import {
  CommentSchema,
  CommentsPageSchema,
  CommentsQuerySchema,
  CreateCommentSchema,
  CreateReportSchema,
  FavoriteCountSchema,
  FavoritesPageSchema,
  FavoritesQuerySchema,
  FavoriteToggleAnswerSchema,
  FavoriteToggleSchema,
  FollowAnswerSchema,
  FollowListsSchema,
  ReportSchema,
  UpdateCommentSchema,
  UserIdParamsSchema,
} from './social.ts';
import {
  ReportsPageSchema,
  ReportsQuerySchema,
  ResolvedReportSchema,
  ResolveReportSchema,
} from './report-queue.ts';
import { IdParamsSchema } from './schemas-common.ts';

export const favoritesEndpoints = {
  /** Toggles: the answer says where it landed. */
  toggleFavorite: defineEndpoint({
    method: 'POST',
    path: '/api/favorite',
    body: FavoriteToggleSchema,
    answer: FavoriteToggleAnswerSchema,
  }),
  userFavorites: defineEndpoint({
    method: 'GET',
    path: '/api/favorite/user/:userId',
    params: UserIdParamsSchema,
    query: FavoritesQuerySchema,
    answer: FavoritesPageSchema,
  }),
  postFavorites: defineEndpoint({
    method: 'GET',
    path: '/api/favorite/post/:postId',
    params: PostIdParamSchema,
    answer: FavoriteCountSchema,
  }),
};

const byId = { params: PostIdParamsSchema } as const;
export const commentsEndpoints = {
  addComment: defineEndpoint({
    method: 'POST',
    path: '/api/comment',
    body: CreateCommentSchema,
    answer: CommentSchema,
    status: 201,
  }),
  postComments: defineEndpoint({
    method: 'GET',
    path: '/api/comment/post/:postId',
    params: PostIdParamSchema,
    query: CommentsQuerySchema,
    answer: CommentsPageSchema,
  }),
  getComment: defineEndpoint({ method: 'GET', path: '/api/comment/:id', ...byId, answer: CommentSchema }),
  editComment: defineEndpoint({
    method: 'PATCH',
    path: '/api/comment/:id',
    ...byId,
    body: UpdateCommentSchema,
    answer: CommentSchema,
  }),
  deleteComment: defineEndpoint({
    method: 'DELETE',
    path: '/api/comment/:id',
    ...byId,
    answer: DeletedSchema,
  }),
};

export const reportsEndpoints = {
  fileReport: defineEndpoint({
    method: 'POST',
    path: '/api/report',
    body: CreateReportSchema,
    answer: ReportSchema,
    status: 201,
  }),
  /** Admins only: the moderation queue, each report with its target in place, and open counts. */
  listReports: defineEndpoint({
    method: 'GET',
    path: '/api/report',
    query: ReportsQuerySchema,
    answer: ReportsPageSchema,
  }),
  /** Admins only: dismiss, remove the target or ban its owner; the target's other open reports close too. */
  closeReport: defineEndpoint({
    method: 'PATCH',
    path: '/api/report/:id',
    params: IdParamsSchema,
    body: ResolveReportSchema,
    answer: ResolvedReportSchema,
  }),
};

// The published paths are misspelled ('follwers', 'unfollw'); the correct spellings answer too.
const user = { params: UserIdParamsSchema } as const;
export const followsEndpoints = {
  follow: defineEndpoint({
    method: 'PATCH',
    path: '/api/follwers/:userId',
    aliases: ['/api/followers/:userId'],
    ...user,
    answer: FollowAnswerSchema,
  }),
  unfollow: defineEndpoint({
    method: 'PATCH',
    path: '/api/follwers/unfollw/:userId',
    aliases: [
      '/api/follwers/unfollow/:userId',
      '/api/followers/unfollw/:userId',
      '/api/followers/unfollow/:userId',
    ],
    ...user,
    answer: FollowAnswerSchema,
  }),
  /** Who follows the user and whom the user follows. */
  followLists: defineEndpoint({
    method: 'GET',
    path: '/api/follwers/:userId',
    aliases: ['/api/followers/:userId'],
    ...user,
    answer: FollowListsSchema,
  }),
};
