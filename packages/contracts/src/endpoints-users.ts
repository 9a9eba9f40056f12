// Accounts under /api/users: a member's own profile and password, and the admins' user list.
import { OtpSentSchema } from './auth.ts';
import { defineEndpoint } from './endpoints-define.ts';
import { IdParamsSchema, OkSchema } from './schemas-common.ts';
import { ProfileSchema } from './social.ts';
import {
  BanUserSchema,
  ChangePasswordAnswerSchema,
  ChangePasswordSchema,
  ContactChangeSchema,
  ContactChangeVerifySchema,
  DeleteAccountSchema,
  UpdateUserSchema,
  UserAnswerSchema,
  UserProfileSchema,
  UsersExportSchema,
  UsersPageSchema,
  UsersQuerySchema,
} from './users.ts';

const updateUser = defineEndpoint({
  method: 'PATCH',
  path: '/api/users/:id',
  params: IdParamsSchema,
  // JSON or multipart (the avatar file rides along as the `avatar` part).
  body: UpdateUserSchema,
  answer: UserAnswerSchema,
});

export const usersEndpoints = {
  getUser: defineEndpoint({
    method: 'GET',
    path: '/api/users/:id',
    params: IdParamsSchema,
    answer: UserProfileSchema,
  }),
  /** The public profile with follow counts and whether this viewer follows. */
  getProfile: defineEndpoint({
    method: 'GET',
    path: '/api/users/:id/profile',
    params: IdParamsSchema,
    answer: ProfileSchema,
  }),
  updateUser,
  /** The same update under PUT: the published API answers both methods. */
  replaceUser: defineEndpoint({ ...updateUser, method: 'PUT' }),
  changePassword: defineEndpoint({
    method: 'PATCH',
    path: '/api/users/resetPassword/:id',
    params: IdParamsSchema,
    body: ChangePasswordSchema,
    answer: ChangePasswordAnswerSchema,
  }),
  /** A new e-mail or phone, step 1: the password again → a code sent to the new address. */
  requestContactChange: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/contact-change',
    body: ContactChangeSchema,
    answer: OtpSentSchema,
  }),
  /** Step 2: that code → the address changes, and the old one is told. */
  verifyContactChange: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/contact-change/verify',
    body: ContactChangeVerifySchema,
    answer: UserAnswerSchema,
  }),
  /** Ends every session of the member, the one calling included (docs/decisions/0028-account-rights.md). */
  revokeAllSessions: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/sessions/revoke-all',
    answer: OkSchema,
  }),
  /** Everything the service holds about the member, as a JSON file download (not an answer to parse). */
  exportMyData: defineEndpoint({
    method: 'GET',
    path: '/api/users/me/export',
    produces: ['application/json'],
  }),
  /** The password again → the member, their ads and everything that hangs on them are gone. */
  deleteMyAccount: defineEndpoint({
    method: 'POST',
    path: '/api/users/me/delete',
    body: DeleteAccountSchema,
    answer: OkSchema,
  }),
  listUsers: defineEndpoint({
    method: 'GET',
    path: '/api/users',
    query: UsersQuerySchema,
    answer: UsersPageSchema,
  }),
  /** A CSV download, not JSON. */
  exportUsers: defineEndpoint({
    method: 'POST',
    path: '/api/users/export/user',
    body: UsersExportSchema.optional(),
    produces: ['text/csv'],
  }),
  deleteUser: defineEndpoint({
    method: 'DELETE',
    path: '/api/users/:id',
    params: IdParamsSchema,
    answer: OkSchema,
  }),
  banUser: defineEndpoint({
    method: 'PATCH',
    path: '/api/users/:id/ban',
    params: IdParamsSchema,
    body: BanUserSchema,
    answer: UserAnswerSchema,
  }),
};
