// Contact beyond chat: a seller's phone number, shown on their ads only when they chose to, and
// only to a signed-in member who asks (docs/decisions/0021-phone-reveal.md).
import { z } from './zod.ts';
import { MESSAGES } from './rules.ts';
import { IsoDateSchema, pagedAnswer } from './schemas-common.ts';

/** POST /api/post/{id}/phone: the number and ready links; the post detail never carries it. */
export const PhoneRevealSchema = z.object({
  /** E.164 digits without '+', as stored. */
  phoneNumber: z.string().regex(/^\d{8,15}$/),
  tel: z.string().startsWith('tel:+'),
  whatsapp: z.string().startsWith('https://wa.me/'),
});
export type PhoneReveal = z.infer<typeof PhoneRevealSchema>;

// Support (docs/product/admin.md#support): a member writes to the people who run the marketplace
// from /setting/support; admins read and close the messages in the back office.
export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 120;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;
/** A member's messages to support per hour (against floods; a real conversation needs few). */
export const SUPPORT_MESSAGES_PER_HOUR = 5;
export const SUPPORT_STATUSES = ['open', 'closed'] as const;

export const SupportMessageInputSchema = z.object({
  subject: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(SUPPORT_SUBJECT_MIN, { error: MESSAGES.minLength })
    .max(SUPPORT_SUBJECT_MAX, { error: MESSAGES.maxLength }),
  message: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(SUPPORT_MESSAGE_MIN, { error: MESSAGES.minLength })
    .max(SUPPORT_MESSAGE_MAX, { error: MESSAGES.maxLength }),
});
export type SupportMessageInput = z.infer<typeof SupportMessageInputSchema>;
export const SupportSentSchema = z.object({ _id: z.string(), status: z.literal('open') });

export const SupportMessageSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  /** Who wrote, as they were when they wrote (null once the account is deleted). */
  member: z
    .object({ _id: z.string(), fullname: z.string(), email: z.string(), phoneNumber: z.string() })
    .nullable(),
  createdAt: IsoDateSchema,
  closedAt: IsoDateSchema.nullable(),
});
export const SupportMessagesQuerySchema = z.object({
  status: z.enum(SUPPORT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const SupportMessagesPageSchema = pagedAnswer(SupportMessageSchema);
export const CloseSupportMessageSchema = z.object({ status: z.literal('closed') });
