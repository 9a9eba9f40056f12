// Web push (docs/product/conversations-and-notifications.md#push): the key a browser subscribes
// with, and the signed-in member's subscription of this device, saved or removed.
import { defineEndpoint } from './endpoints-define.ts';
import {
  PushDeletedSchema,
  PushEndpointQuerySchema,
  PushKeyAnswerSchema,
  PushSubscribedSchema,
  PushSubscriptionSchema,
} from './push.ts';

export const pushEndpoints = {
  /** The server's VAPID public key (base64url), or null when it sends no push. */
  pushKey: defineEndpoint({ method: 'GET', path: '/api/push/key', answer: PushKeyAnswerSchema }),
  /**
   * Saves this device's subscription for the signed-in member (the same endpoint again updates it;
   * one another member saved on this browser moves to this member).
   */
  savePushSubscription: defineEndpoint({
    method: 'PUT',
    path: '/api/push/subscription',
    body: PushSubscriptionSchema,
    answer: PushSubscribedSchema,
  }),
  /** Removes it; an endpoint that is not the member's own answers deleted: 0, like an unknown one. */
  deletePushSubscription: defineEndpoint({
    method: 'DELETE',
    path: '/api/push/subscription',
    query: PushEndpointQuerySchema,
    answer: PushDeletedSchema,
  }),
};
