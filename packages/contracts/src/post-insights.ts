// The ad page's extras around the detail: the seller's statistics of one ad, the similar ads strip
// and the view count's answer (docs/decisions/0040-ad-views.md, docs/decisions/0041-ad-page-facts.md).
import { z } from './zod.ts';
import { SIMILAR_ADS_MAX } from './limits.ts';
import { PostCardSchema } from './posts.ts';

/** GET /api/post/{id}/stats: for the ad's owner only. */
export const PostStatsSchema = z.object({
  /** Counted views, as on the ad page. */
  views: z.number().int(),
  /** Members who have it in their favourites now. */
  favourites: z.number().int(),
  /** Conversations about this ad with at least one message. */
  chats: z.number().int(),
  /** Times members revealed the seller's number on it (docs/decisions/0021-phone-reveal.md). */
  phoneReveals: z.number().int(),
});
export type PostStats = z.infer<typeof PostStatsSchema>;

/** GET /api/post/{id}/similar: ads for sale like this one, best first, never this one. */
export const SimilarPostsSchema = z.object({ items: z.array(PostCardSchema).max(SIMILAR_ADS_MAX) });
export type SimilarPosts = z.infer<typeof SimilarPostsSchema>;
