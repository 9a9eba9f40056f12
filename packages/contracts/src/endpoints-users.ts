// Accounts under /api/users: a member's own profile and password, and the admins' user list.
import { defineEndpoint } from './endpoints-define.ts';
import { IdParamsSchema, OkSchema } from './schemas-common.ts';
import { ProfileSchema } from './social.ts';
import {
  BanUserSchema,
  ChangePasswordSchema,
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
