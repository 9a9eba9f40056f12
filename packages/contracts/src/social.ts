// Favourites, comments, reports and following (docs/product/social.md).
import { z } from './zod.ts';
import { COMMENT_MAX, REPORT_NOTE_MAX } from './limits.ts';
import { MESSAGES } from './rules.ts';
import { cursorAnswer, IsoDateSchema } from './schemas-common.ts';
import { PostCardSchema } from './posts.ts';
import { PublicUserSchema } from './users.ts';
import { REPORT_REASONS } from './report-reasons.ts';

const Id = z.string().min(1, { error: MESSAGES.required }).max(64);
const Body = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .max(COMMENT_MAX, { error: MESSAGES.maxLength });

export const FavoriteToggleSchema = z.object({ postId: Id });
export const FavoriteToggleAnswerSchema = z.object({
  favorited: z.boolean(),
  /** The post's card when it was just added (the UI puts it first in its list). */
  post: PostCardSchema.optional(),
});
export const FavoriteItemSchema = z.object({ post: PostCardSchema, createdAt: IsoDateSchema });
export const FavoritesPageSchema = cursorAnswer(FavoriteItemSchema);
export const FavoritesQuerySchema = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(21),
});
export const FavoriteCountSchema = z.object({ count: z.number().int(), isFavorite: z.boolean() });

export const CommentAuthorSchema = z.object({
  _id: z.string(),
  username: z.string().nullable(),
  fullname: z.string(),
  avatar: z.string().nullable(),
});
export const CommentSchema = z.object({
  id: z.string(),
  _id: z.string(),
  postId: z.string(),
  body: z.string(),
  userId: z.string(),
  user: CommentAuthorSchema,
  isPostOwner: z.boolean(),
  createdAt: IsoDateSchema,
  updatedAt: IsoDateSchema,
});
export type Comment = z.infer<typeof CommentSchema>;
export const CreateCommentSchema = z.object({ postId: Id, body: Body });
export const UpdateCommentSchema = z.object({ body: Body });
/** Oldest first: a thread reads top to bottom. */
export const CommentsPageSchema = cursorAnswer(CommentSchema);
export const CommentsQuerySchema = FavoritesQuerySchema;

/**
 * `removed`: the post or comment was deleted; `banned`: its owner (or the reported member) was
 * banned; `resolved`: closed with no recorded action (reports closed before outcomes existed).
 */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed', 'removed', 'banned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_TARGETS = ['post', 'user', 'comment', 'review'] as const;

export const CreateReportSchema = z
  .object({
    postId: Id.optional(),
    userId: Id.optional(),
    commentId: Id.optional(),
    /** A seller review (docs/product/social.md#ratings-and-reviews). */
    reviewId: Id.optional(),
    reason: z.enum(REPORT_REASONS, { error: MESSAGES.required }),
    note: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.string().trim().max(REPORT_NOTE_MAX, { error: MESSAGES.maxLength }).optional(),
    ),
  })
  .refine((r) => [r.postId, r.userId, r.commentId, r.reviewId].filter(Boolean).length === 1, {
    error: MESSAGES.required,
    path: ['postId'],
  });
export type CreateReport = z.infer<typeof CreateReportSchema>;

export const ReportSchema = z.object({
  _id: z.string(),
  reporterId: z.string(),
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  resolvedBy: z.string().nullable(),
  resolvedAt: IsoDateSchema.nullable(),
  /** What the admin wrote when closing it; for `removed`, the reason the author was told. */
  resolutionNote: z.string().nullable(),
  createdAt: IsoDateSchema,
});

export const UserIdParamsSchema = z.object({ userId: z.string().min(1).max(64) });
export const FollowUserSchema = z.object({
  _id: z.string(),
  username: z.string().nullable(),
  fullname: z.string(),
  avatar: z.string().nullable(),
});
export const FollowAnswerSchema = z.object({
  isFollowing: z.boolean(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
});
export const FollowListsSchema = z.object({
  followers: z.array(FollowUserSchema),
  following: z.array(FollowUserSchema),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
});
/** GET /api/users/{id}/profile: the public profile with its social counts for this viewer. */
export const ProfileSchema = PublicUserSchema.extend({
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  /** null for a guest. */
  isFollowing: z.boolean().nullable(),
  /** Whether this viewer blocked the member; null for a guest (docs/product/social.md#blocks). */
  isBlocked: z.boolean().nullable(),
  isMe: z.boolean(),
});
