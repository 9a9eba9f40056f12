// Contact beyond chat (docs/decisions/0021-phone-reveal.md) and members' messages to support.
import { defineEndpoint } from './endpoints-define.ts';
import {
  CloseSupportMessageSchema,
  PhoneRevealSchema,
  SupportMessageInputSchema,
  SupportMessageSchema,
  SupportMessagesPageSchema,
  SupportMessagesQuerySchema,
  SupportSentSchema,
} from './contact.ts';
import { PostIdParamsSchema } from './posts.ts';
import { IdParamsSchema } from './schemas-common.ts';

export const contactEndpoints = {
  /** Signed in only, rate-limited per viewer (PHONE_REVEALS_PER_HOUR); counted for the seller. */
  revealPhone: defineEndpoint({
    method: 'POST',
    path: '/api/post/:id/phone',
    params: PostIdParamsSchema,
    answer: PhoneRevealSchema,
  }),
  /** A member's message to support (SUPPORT_MESSAGES_PER_HOUR); admins find it in the back office. */
  sendSupportMessage: defineEndpoint({
    method: 'POST',
    path: '/api/support',
    body: SupportMessageInputSchema,
    answer: SupportSentSchema,
    status: 201,
  }),
  /** Admins only: newest first. */
  listSupportMessages: defineEndpoint({
    method: 'GET',
    path: '/api/support',
    query: SupportMessagesQuerySchema,
    answer: SupportMessagesPageSchema,
  }),
  /** Admins only. */
  closeSupportMessage: defineEndpoint({
    method: 'PATCH',
    path: '/api/support/:id',
    params: IdParamsSchema,
    body: CloseSupportMessageSchema,
    answer: SupportMessageSchema,
  }),
};
