// The page actions' review intents (docs/product/social.md#ratings-and-reviews): checked with the
// contracts schemas, then sent to the API; a refusal comes back as its error name's text.
import { CreateReviewSchema, endpoints, ReviewReplySchema } from '@souqna/contracts';
import type { apiFor } from '../../lib/api.server.ts';
import { actionError } from '../../lib/action-error.server.ts';

type Api = ReturnType<typeof apiFor>;

/** intent=rateDeal on the ad page. */
export async function rateDeal(api: Api, postId: string, fields: Record<string, string>) {
  const parsed = CreateReviewSchema.safeParse({ ...fields, postId });
  if (!parsed.success) return { error: { errorKey: 'errors.ValidationError', field: 'rating' } };
  try {
    await api.send(endpoints.createReview, { body: parsed.data });
    return { rated: true };
  } catch (error) {
    return actionError(error);
  }
}

/** intent=replyReview on the seller's profile. */
export async function replyReview(api: Api, fields: Record<string, string>) {
  const parsed = ReviewReplySchema.safeParse(fields);
  if (!parsed.success) return { error: { errorKey: 'errors.ValidationError', field: 'body' } };
  try {
    await api.send(endpoints.replyToReview, { params: { id: fields.reviewId ?? '' }, body: parsed.data });
    return { replied: true };
  } catch (error) {
    return actionError(error);
  }
}
