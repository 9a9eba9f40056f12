// Contact beyond chat: a seller's phone number, shown on their ads only when they chose to, and
// only to a signed-in member who asks (docs/decisions/0021-phone-reveal.md).
import { z } from 'zod';

/** POST /api/post/{id}/phone: the number and ready links; the post detail never carries it. */
export const PhoneRevealSchema = z.object({
  /** E.164 digits without '+', as stored. */
  phoneNumber: z.string().regex(/^\d{8,15}$/),
  tel: z.string().startsWith('tel:+'),
  whatsapp: z.string().startsWith('https://wa.me/'),
});
export type PhoneReveal = z.infer<typeof PhoneRevealSchema>;
