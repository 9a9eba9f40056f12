// Contact beyond chat (docs/decisions/0021-phone-reveal.md).
import { defineEndpoint } from './endpoints-define.ts';
import { PhoneRevealSchema } from './contact.ts';
import { PostIdParamsSchema } from './posts.ts';

export const contactEndpoints = {
  /** Signed in only, rate-limited per viewer (PHONE_REVEALS_PER_HOUR); counted for the seller. */
  revealPhone: defineEndpoint({
    method: 'POST',
    path: '/api/post/:id/phone',
    params: PostIdParamsSchema,
    answer: PhoneRevealSchema,
  }),
};
