// The view beacon's row of the endpoint table, apart from endpoints-posts.ts so the browser can
// import it without the posts schemas (docs/decisions/0040-ad-views.md).
import { z } from './zod.ts';
import { defineEndpoint } from './endpoints-define.ts';
import { ViewCountedSchema } from './post-views.ts';
import { POST_VIEW_PATH } from './paths-views.ts';

export const viewsEndpoints = {
  /** Sent by the ad page once it has loaded; no body. Guests and members alike. */
  countPostView: defineEndpoint({
    method: 'POST',
    path: POST_VIEW_PATH,
    params: z.object({ id: z.string().min(1).max(64) }),
    answer: ViewCountedSchema,
  }),
};
