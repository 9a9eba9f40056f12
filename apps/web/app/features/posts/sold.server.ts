import { endpoints, type PostDetail } from '@souqna/contracts';
import type { apiFor } from '../../lib/api.server.ts';
import { actionError } from '../../lib/action-error.server.ts';

type Api = ReturnType<typeof apiFor>;

/** The ad page's intent=markSold: the sale price as typed (the API applies the price rule). */
export async function markSold(api: Api, postId: string, fields: Record<string, string | undefined>) {
  try {
    await api.send(endpoints.markPostSold, {
      params: { id: postId },
      body: fields.salePrice === undefined ? {} : { salePrice: fields.salePrice },
    });
    return { intent: 'markSold', sold: true };
  } catch (error) {
    return actionError(error, { intent: 'markSold' });
  }
}

/** intent=unmarkSold: for sale again. */
export async function unmarkSold(api: Api, postId: string) {
  try {
    await api.send(endpoints.unmarkPostSold, { params: { id: postId } });
    return { intent: 'unmarkSold', sold: false };
  } catch (error) {
    return actionError(error, { intent: 'unmarkSold' });
  }
}

/**
 * The commission rate for the owner's offer on their sold ad (GET /api/settings); null for anyone
 * else, and when the settings do not answer: the offer then links to payment without a preview
 * rather than the ad page failing.
 */
export async function offerRate(api: Api, post: PostDetail): Promise<number | null> {
  if (!post.isOwner || !post.soldAt) return null;
  return api
    .call(endpoints.getSettings, { query: { fields: 'commissionValue' } })
    .then((settings) => settings.commissionValue ?? 1)
    .catch(() => null);
}
