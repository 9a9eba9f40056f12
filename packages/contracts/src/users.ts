import { z } from './zod.ts';
import { LOCALES } from './locales.ts';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, USERS_FIRST_PAGE, USERS_PAGE_SIZE } from './limits.ts';
import { MESSAGES } from './rules.ts';
import {
  EmailSchema,
  FullnameSchema,
  IsoDateSchema,
  LoginPasswordSchema,
  NewPasswordSchema,
  OtpSchema,
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
  /**
   * The member proved their number with a code: their new ads show it by default, a choice of the
   * post form (docs/decisions/0053-ad-lifecycle-and-contact-bar.md).
   */
  phoneVerified: z.boolean(),
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
  /**
   * E-mail and phone are accepted only when equal to the current ones (a form may send them back
   * unchanged); a new value is ContactChangeRequiredError: it goes through the contact change below.
   */
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

/**
 * The session that changed the password goes on with this new token (the auth cookie is set to it
 * too); every other token of the member, and the one this request came with, is dead.
 */
export const ChangePasswordAnswerSchema = z.object({ ok: z.literal(true), access_token: z.string() });

/**
 * Step 1 of a new e-mail or phone: the current password, and one new address (a body with both
 * changes the e-mail only). A code goes to the new address (docs/product/accounts-and-sign-in.md#changing-e-mail-or-phone).
 */
export const ContactChangeSchema = z.union([
  z.object({ email: EmailSchema, password: LoginPasswordSchema }),
  z.object({ phoneNumber: PhoneNumberSchema, password: LoginPasswordSchema }),
]);
export type ContactChangeInput = z.infer<typeof ContactChangeSchema>;
/** Step 2: the code the new address received; the answer is the member with the new address. */
export const ContactChangeVerifySchema = z.object({ otp: OtpSchema });

/** Deleting one's own account asks for the password again: a token alone may not erase a member. */
export const DeleteAccountSchema = z.object({ password: LoginPasswordSchema });
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;
/** The download's name: `souqna-my-data-<yyyy-mm-dd>.json` (docs/decisions/0028-account-rights.md). */
export const myDataFileName = (date: Date) => `souqna-my-data-${date.toISOString().slice(0, 10)}.json`;

/** The sections of the export, each a list of rows (docs/decisions/0028-account-rights.md). */
export const MY_DATA_SECTIONS = [
  'ads',
  'favorites',
  'comments',
  'reviews',
  'reviewsOfMe',
  'following',
  'followers',
  'blocked',
  'chatRooms',
  'chatMessages',
  'notifications',
  'reports',
  'payments',
  'phoneRevealsOfMyAds',
  'phonesIRevealed',
  'supportMessages',
  'pushDevices',
] as const;
const Row = z.record(z.string(), z.unknown());
const sections = Object.fromEntries(MY_DATA_SECTIONS.map((name) => [name, z.array(Row)])) as Record<
  (typeof MY_DATA_SECTIONS)[number],
  z.ZodArray<typeof Row>
>;
/**
 * GET /api/users/me/export: every section always present (empty when there is nothing), nothing
 * else. A section that reached `capPerSection` rows is named in `truncated`.
 */
export const MyDataSchema = z.strictObject({
  exportedAt: z.iso.datetime(),
  capPerSection: z.number().int().positive(),
  truncated: z.array(z.enum(MY_DATA_SECTIONS)),
  profile: Row,
  ...sections,
});
export type MyData = z.infer<typeof MyDataSchema>;

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
