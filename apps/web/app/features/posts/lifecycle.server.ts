import { endpoints } from '@souqna/contracts';
import type { apiFor } from '../../lib/api.server.ts';
import { actionError } from '../../lib/action-error.server.ts';

type Api = ReturnType<typeof apiFor>;

/**
 * The ad page's intent=renewPost and intent=refreshPost (docs/product/listings-and-search.md#expiry-renewal-and-refresh):
 * the owner's one tap; a refusal (a second refresh within a day) comes back worded.
 */
export async function changeTerm(api: Api, postId: string, intent: 'renewPost' | 'refreshPost') {
  try {
    const endpoint = intent === 'renewPost' ? endpoints.renewPost : endpoints.refreshPost;
    await api.send(endpoint, { params: { id: postId } });
    return { intent, done: true };
  } catch (error) {
    return actionError(error, { intent });
  }
}
