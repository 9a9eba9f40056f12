// The block list (docs/product/social.md#blocks): whom I blocked, newest first, keyset-paged.
import { z } from './zod.ts';
import { cursorAnswer, IsoDateSchema } from './schemas-common.ts';
import { FavoritesQuerySchema, FollowUserSchema } from './social.ts';

export const BlockedUserSchema = z.object({ user: FollowUserSchema, blockedAt: IsoDateSchema });
export type BlockedUser = z.infer<typeof BlockedUserSchema>;
export const BlocksPageSchema = cursorAnswer(BlockedUserSchema);
export const BlocksQuerySchema = FavoritesQuerySchema;
/** Block and unblock answer where the pair landed; both are idempotent. */
export const BlockAnswerSchema = z.object({ isBlocked: z.boolean() });
