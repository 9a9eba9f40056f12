import { endpoints } from '@souqna/contracts';
import type { apiFor } from '../../lib/api.server.ts';
import { actionError } from '../../lib/action-error.server.ts';

/** The post page's intent=revealPhone: the number and its links, or the API's error for the alert. */
export async function revealPhone(api: ReturnType<typeof apiFor>, postId: string) {
  try {
    return { phone: await api.call(endpoints.revealPhone, { params: { id: postId } }) };
  } catch (error) {
    return actionError(error);
  }
}
