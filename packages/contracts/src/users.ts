import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, USERS_FIRST_PAGE, USERS_PAGE_SIZE } from './limits.ts';
import { MESSAGES } from './rules.ts';
import {
  EmailSchema,
  FullnameSchema,
  IsoDateSchema,
  LoginPasswordSchema,
  NewPasswordSchema,
  PhoneNumberSchema,
  UsernameSchema,
  pagedAnswer,
} from './schemas-common.ts';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What anybody may see of a member. */
export const PublicUserSchema = z.object({
  _id: z.string(),
  username: z.string().nullable(),
  fullname: z.string(),
  description: z.string().nullable(),
  avatar: z.string().nullable(),
  bannedAt: IsoDateSchema.nullable(),
  createdAt: IsoDateSchema,
  posts: z.number().int(),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** What the member sees of themselves (and an admin of anyone). */
export const UserSchema = PublicUserSchema.extend({
  email: z.string(),
  phoneNumber: z.string(),
  role: z.enum(ROLES),
  locale: z.enum(LOCALES),
  unseenMessagesCount: z.number().int(),
  /** Show my phone number on my ads (off by default; docs/decisions/0021-phone-reveal.md). */
  showPhone: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;

export const UserAnswerSchema = z.object({ userData: UserSchema });
/** GET /api/users/{id}: the full UserSchema for the member themselves or an admin, PublicUserSchema for anyone else. */
export const UserProfileSchema = z.union([UserSchema, PublicUserSchema]);
export type UserProfile = z.infer<typeof UserProfileSchema>;

const optionalText = (schema: z.ZodType<string>) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const UpdateUserSchema = z.object({
  username: optionalText(UsernameSchema),
  fullname: optionalText(FullnameSchema),
  email: optionalText(EmailSchema),
  phoneNumber: optionalText(PhoneNumberSchema),
  description: optionalText(
    z
      .string()
      .trim()
      .min(DESCRIPTION_MIN, { error: MESSAGES.minLength })
      .max(DESCRIPTION_MAX, { error: MESSAGES.maxLength }),
  ),
  locale: optionalText(z.enum(LOCALES)),
  removeAvatar: z.preprocess((v) => v === true || v === 'true', z.boolean()).optional(),
  showPhone: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).optional(),
});
export type UpdateUser = z.infer<typeof UpdateUserSchema>;

export const ChangePasswordSchema = z
  .object({
    oldPassword: LoginPasswordSchema,
    password: NewPasswordSchema,
    passwordConfirmation: z.string({ error: MESSAGES.required }),
  })
  .refine((b) => b.password === b.passwordConfirmation, {
    error: MESSAGES.mustBeSame,
    path: ['passwordConfirmation'],
  });

const boolish = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const intish = z.coerce.number().int().min(0);

export const USER_SORTS = ['newest', 'oldest', 'name', 'posts'] as const;
export const UsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(USERS_FIRST_PAGE),
  limit: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  dateFrom: z.coerce.date().optional(),
  dateTo: z.coerce.date().optional(),
  isActive: boolish.optional(),
  postCountFrom: intish.optional(),
  postCountTo: intish.optional(),
  sort: z.enum(USER_SORTS).default('newest'),
});
export type UsersQuery = z.infer<typeof UsersQuerySchema>;
/** The export takes the same filters, without paging. */
export const UsersExportSchema = UsersQuerySchema.omit({ page: true, limit: true });

export const UsersPageSchema = pagedAnswer(UserSchema);
export const BanUserSchema = z.object({ banned: z.boolean() });
